import { INBOX_MESSAGES, inboxQuerySchema } from '@common/inbox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { countUnread, listInbox } from './commands/listInbox';
import { markAllRead, markRead } from './commands/markRead';

function parseMessageId(value: string): number {
  return parseId(value, INBOX_MESSAGES.notFound);
}

/** The signed-in user's inbox: messages newest first, the unread count, marking read. */
export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/inbox', async (request, reply) => {
    const user = await requireUser(request);
    const query = parseInput(inboxQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return listInbox(db, user.id, query);
  });

  app.get('/api/inbox/unread-count', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return { count: await countUnread(db, user.id) };
  });

  app.post('/api/inbox/:id/read', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(request);
    return markRead(db, user.id, parseMessageId(request.params.id));
  });

  app.post('/api/inbox/read-all', async (request) => {
    const user = await requireUser(request);
    return { updated: await markAllRead(db, user.id) };
  });
}
