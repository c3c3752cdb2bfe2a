import { createDropSchema, DROP_MESSAGES, NFT_MESSAGES, updateDropSchema } from '@common/nft';
import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { unauthorized } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { CHECKOUT_RATE_LIMIT, idempotencyHeaderSchema, idempotencyKeyOf } from '../payments';
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

  const listDoc = doc({
    summary: 'The marketplace: every open or sold-out drop, with what the viewer owns or holds',
    auth: 'optional',
    responses: { 200: 'EditionList' },
  });
  app.get('/api/editions', listDoc, async (request, reply) => {
    const user = await request.currentUser();
    reply.header('Cache-Control', 'no-store');
    return listEditions(db, user?.id ?? null);
  });

  const mineDoc = doc({
    summary: 'The editions the signed-in user owns',
    auth: 'user',
    responses: { 200: 'OwnedEditionList' },
  });
  app.get('/api/editions/mine', mineDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listOwnedEditions(db, user.id);
  });

  const purchaseDoc = doc({
    summary: 'Start the payment of the next edition of a drop (the edition is held while it is pending)',
    auth: 'user',
    headers: idempotencyHeaderSchema,
    responses: { 201: 'Checkout' },
    errors: {
      403: NFT_MESSAGES.ownTrack,
      404: `${NFT_MESSAGES.notFound}: no open drop on a published public track.`,
      409: `${NFT_MESSAGES.dropEnded}, ${NFT_MESSAGES.soldOut}, or the Idempotency-Key was used for another payment.`,
      502: 'The payment provider failed.',
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post(
    '/api/editions/:trackId/purchase',
    purchaseDoc,
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

  const dropsDoc = doc({
    summary: "The signed-in artist's drops, and the tracks that could be dropped",
    auth: 'user',
    responses: { 200: 'ArtistDropList' },
  });
  app.get('/api/editions/drops', dropsDoc, async (request, reply) => {
    const user = await requireArtist(request);
    reply.header('Cache-Control', 'no-store');
    return listArtistDrops(db, user.id);
  });

  const createDoc = doc({
    summary: "Put one of the artist's published public tracks up as a limited-edition drop",
    auth: 'user',
    body: createDropSchema,
    responses: { 201: 'ArtistDrop' },
    errors: {
      403: DROP_MESSAGES.notYourTrack,
      404: DROP_MESSAGES.trackNotFound,
      409: `${DROP_MESSAGES.notListed} / ${DROP_MESSAGES.alreadyOpen} / ${DROP_MESSAGES.alreadyEnded}`,
    },
  });
  app.post('/api/editions/drops', createDoc, async (request, reply) => {
    const user = await requireArtist(request);
    const input = parseInput(createDropSchema, request.body);
    return reply.code(201).send(await createDrop(ctx.database, user, input));
  });

  const dropErrors = { 403: DROP_MESSAGES.notYourDrop, 404: DROP_MESSAGES.dropNotFound };
  const updateDoc = doc({
    summary: "Change an open drop's price, size (before any sale or hold) or name",
    auth: 'user',
    body: updateDropSchema,
    responses: { 200: 'ArtistDrop' },
    errors: { ...dropErrors, 409: `${DROP_MESSAGES.ended} / ${DROP_MESSAGES.locked}` },
  });
  app.patch('/api/editions/drops/:trackId', updateDoc, async (request: DropRequest) => {
    const user = await requireArtist(request);
    const trackId = parseDropId(request.params.trackId);
    const input = parseInput(updateDropSchema, request.body);
    return updateDrop(ctx.database, user, trackId, input);
  });

  const endDoc = doc({
    summary: 'End a drop early: the editions left are never issued (ending twice is harmless)',
    auth: 'user',
    responses: { 200: 'ArtistDrop' },
    errors: dropErrors,
  });
  app.post('/api/editions/drops/:trackId/end', endDoc, async (request: DropRequest) => {
    const user = await requireArtist(request);
    return endDrop(ctx.database, user, parseDropId(request.params.trackId));
  });
}

/** A route's `:trackId` as a drop's track id; anything else is a drop that does not exist. */
function parseDropId(value: string): number {
  return parseId(value, DROP_MESSAGES.dropNotFound);
}
