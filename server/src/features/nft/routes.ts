import { NFT_MESSAGES } from '@common/nft';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { requireUser } from '../auth/currentUser';
import { idempotencyKeyOf } from '../payments/checkout';
import { parseTrackId } from '../tracks/queries';
import { listEditions, listOwnedEditions } from './commands/listEditions';
import { purchaseEdition } from './commands/purchaseEdition';
import { registerEditionSettlement } from './settlement';

/** The NFT Marketplace: limited-edition drops, the viewer's editions, and buying the next edition. */
export function nftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  registerEditionSettlement();

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
      const trackId = parseTrackId(request.params.trackId);
      const checkout = await purchaseEdition(ctx, user, trackId, idempotencyKeyOf(request));
      return reply.code(201).send(checkout);
    },
  );
}
