import { BLOCK_MESSAGES } from '@common/blocks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseUserId } from '../../lib/ids';
import { requireUser } from '../auth';
import { listBlocked } from './commands/listBlocked';
import { setBlocked } from './commands/setBlocked';

type WithUser = FastifyRequest<{ Params: { userId: string } }>;

/** Blocks: block and unblock a user, and the list of people one blocked (for /settings). */
export function blocksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const errors = { 400: BLOCK_MESSAGES.blockSelf, 404: BLOCK_MESSAGES.userNotFound };

  const listDoc = doc({
    summary: 'The people the signed-in user blocked, the latest first',
    auth: 'user',
    responses: { 200: 'BlockList' },
  });
  app.get('/api/blocks', listDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listBlocked(db, user);
  });

  const blockDoc = doc({
    summary:
      "Block a user: they can no longer comment on one's tracks, message, send requests or gifts, or join one's parties; their comments are hidden from one",
    auth: 'user',
    responses: { 200: 'BlockState' },
    errors,
  });
  app.post('/api/blocks/:userId', blockDoc, async (request: WithUser) => {
    const user = await requireUser(request);
    return setBlocked(db, user, parseUserId(request.params.userId, BLOCK_MESSAGES.userNotFound), true);
  });

  const unblockDoc = doc({
    summary: 'Unblock a user',
    auth: 'user',
    responses: { 200: 'BlockState' },
    errors,
  });
  app.delete('/api/blocks/:userId', unblockDoc, async (request: WithUser) => {
    const user = await requireUser(request);
    return setBlocked(db, user, parseUserId(request.params.userId, BLOCK_MESSAGES.userNotFound), false);
  });
}
