import { createDropSchema, DROP_MESSAGES, NFT_MESSAGES, updateDropSchema } from '@common/nft';
import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { idempotencyKeyOf } from '../payments';
import { createDrop } from './commands/createDrop';
import { endDrop } from './commands/endDrop';
import { listArtistDrops } from './commands/listArtistDrops';
import { listEditions, listOwnedEditions } from './commands/listEditions';
import { purchaseEdition } from './commands/purchaseEdition';
import { updateDrop } from './commands/updateDrop';

type DropRequest = FastifyRequest<{ Params: { trackId: string } }>;

/**
 * The NFT Marketplace: limited-edition drops, the viewer's editions, buying the next edition, and the
 * artist's own drops (create, change, end).
 */
export function nftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/editions', async (request, reply) => {
    const user = await request.currentUser();
    reply.header('Cache-Control', 'no-store');
    return listEditions(db, user?.id ?? null);
  });

  app.get('/api/editions/mine', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listOwnedEditions(db, user.id);
  });

  app.post(
    '/api/editions/:trackId/purchase',
    async (request: FastifyRequest<{ Params: { trackId: string } }>, reply) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized(NFT_MESSAGES.loginRequired);
      const trackId = parseId(request.params.trackId, TRACK_MESSAGES.notFound);
      const checkout = await purchaseEdition(ctx, user, trackId, idempotencyKeyOf(request));
      return reply.code(201).send(checkout);
    },
  );

  /** The signed-in artist, or 401 with the drops' own sentence. */
  const requireArtist = async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized(DROP_MESSAGES.loginRequired);
    return user;
  };

  app.get('/api/editions/drops', async (request, reply) => {
    const user = await requireArtist(request);
    reply.header('Cache-Control', 'no-store');
    return listArtistDrops(db, user.id);
  });

  app.post('/api/editions/drops', async (request, reply) => {
    const user = await requireArtist(request);
    const input = parseInput(createDropSchema, request.body);
    return reply.code(201).send(await createDrop(ctx.database, user, input));
  });

  app.patch('/api/editions/drops/:trackId', async (request: DropRequest) => {
    const user = await requireArtist(request);
    const trackId = parseDropId(request.params.trackId);
    const input = parseInput(updateDropSchema, request.body);
    return updateDrop(ctx.database, user, trackId, input);
  });

  app.post('/api/editions/drops/:trackId/end', async (request: DropRequest) => {
    const user = await requireArtist(request);
    return endDrop(ctx.database, user, parseDropId(request.params.trackId));
  });
}

/** A route's `:trackId` as a drop's track id; anything else is a drop that does not exist. */
function parseDropId(value: string): number {
  return parseId(value, DROP_MESSAGES.dropNotFound);
}
