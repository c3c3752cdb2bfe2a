import {
  BEAT_MESSAGES,
  beatListQuerySchema,
  cartCheckoutSchema,
  cartItemInputSchema,
  licenceNumberParamsSchema,
  type BeatList,
  type BeatProducerList,
} from '@common/beatbank';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { contentDisposition, licenceInForce, mayPlayFullAudio } from '../tracks';
import { CHECKOUT_RATE_LIMIT, idempotencyHeaderSchema, idempotencyKeyOf } from '../payments';
import { presentCart, readCartLines, removeCartItem, setCartItem } from './commands/cart';
import { checkoutCart } from './commands/checkoutCart';
import { renderLicenceDocument } from './commands/licenceDocument';
import { findLicenceForDocument, listLibrary, openLicenceDownload } from './commands/library';
import { listBeats } from './commands/listBeats';
import { listProducers } from './commands/listProducers';
import { LICENCE_REVOKED, RELIST_MESSAGES, relistBeat } from './revokeLicence';
import { presentBeat, presentBeatDetail } from './presenter';
import { findBeat, parseBeatId } from './queries';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The Beat Bank: beats, producers, the cart and its checkout, the buyer's library and licence documents. */
export function beatbankRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const beatNotFound = { 404: `${BEAT_MESSAGES.notFound}: no beat has this id.` };

  const listDoc = doc({
    summary: 'Beats on the market, by tab (all, trending, new...) and search text',
    auth: 'none',
    query: beatListQuerySchema,
    responses: { 200: 'BeatList' },
  });
  app.get('/api/beats', listDoc, async (request, reply): Promise<BeatList> => {
    const query = parseInput(beatListQuerySchema, request.query);
    const rows = await listBeats(db, query);
    reply.header('Cache-Control', 'no-store');
    return { beats: rows.map(presentBeat) };
  });

  const producersDoc = doc({
    summary: 'Producers with beats on the market, most beats first',
    auth: 'none',
    responses: { 200: 'BeatProducerList' },
  });
  app.get('/api/beats/producers', producersDoc, async (_request, reply): Promise<BeatProducerList> => {
    reply.header('Cache-Control', 'no-store');
    return { producers: await listProducers(db) };
  });

  const detailDoc = doc({
    summary: "A beat's page: details, waveform and the licences it offers to the viewer",
    description: 'A beat sold with an exclusive licence stays readable only by its producer and its buyers.',
    auth: 'optional',
    responses: { 200: 'BeatDetail' },
    errors: { 404: `${BEAT_MESSAGES.notFound}: no such beat, or sold and not yours.` },
  });
  app.get('/api/beats/:id', detailDoc, async (request: WithId, reply) => {
    const beat = await findBeat(db, parseBeatId(request.params.id));
    const user = await request.currentUser();
    // A sold beat stays readable by id only for its producer and its buyers' libraries.
    if (beat.exclusiveSoldAt !== null && beat.userId !== user?.id) {
      const holder = user
        ? await db
            .selectFrom('licences')
            .select('id')
            .where('trackId', '=', beat.id)
            .where('buyerId', '=', user.id)
            .where(licenceInForce)
            .executeTakeFirst()
        : undefined;
      if (!holder) throw notFound(BEAT_MESSAGES.notFound);
    }
    reply.header('Cache-Control', 'no-store');
    return presentBeatDetail(beat, user, await mayPlayFullAudio(db, user, beat));
  });

  const cartDoc = doc({
    summary:
      "The signed-in user's cart, grouped by producer, with what each line costs and whether it can be bought",
    auth: 'user',
    responses: { 200: 'Cart' },
  });
  app.get('/api/cart', cartDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return presentCart(await readCartLines(db, user));
  });

  // The producer puts a beat back on the market after its exclusive sale was refunded.
  const relistDoc = doc({
    summary: 'Put an own beat back on the market after its exclusive sale was refunded',
    auth: 'user',
    responses: { 200: 'BeatDetail' },
    errors: {
      403: `${RELIST_MESSAGES.notProducer}.`,
      404: `${RELIST_MESSAGES.notFound}: no beat has this id.`,
      409: `${RELIST_MESSAGES.notSold}, or ${RELIST_MESSAGES.stillExclusive.toLowerCase()}.`,
    },
  });
  app.post('/api/beats/:id/relist', relistDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = parseBeatId(request.params.id);
    await relistBeat(db, user, id);
    reply.header('Cache-Control', 'no-store');
    return presentBeatDetail(await findBeat(db, id), user, true);
  });

  const putItemDoc = doc({
    summary: 'Put a beat in the cart with a licence, or change its licence (one line per beat)',
    auth: 'user',
    body: cartItemInputSchema,
    responses: { 200: 'Cart' },
    errors: {
      ...beatNotFound,
      409: `${BEAT_MESSAGES.sold}, or ${BEAT_MESSAGES.alreadyLicensed.toLowerCase()}.`,
      422: `${BEAT_MESSAGES.ownBeat}, or ${BEAT_MESSAGES.exclusiveNotOffered.toLowerCase()}.`,
    },
  });
  app.put('/api/cart/items/:id', putItemDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const trackId = parseBeatId(request.params.id);
    const input = parseInput(cartItemInputSchema, request.body);
    await setCartItem(db, user, trackId, input.licenceType);
    return presentCart(await readCartLines(db, user));
  });

  const deleteItemDoc = doc({
    summary: 'Take a beat out of the cart',
    auth: 'user',
    responses: { 200: 'Cart' },
    errors: { 404: `${BEAT_MESSAGES.notInCart}.` },
  });
  app.delete('/api/cart/items/:id', deleteItemDoc, async (request: WithId) => {
    const user = await requireUser(request);
    await removeCartItem(db, user, parseBeatId(request.params.id));
    return presentCart(await readCartLines(db, user));
  });

  const checkoutDoc = doc({
    summary: "Start the payment of the cart's licences (one producer at a time)",
    description:
      'The server prices every line again; the answer is the checkout the payment step confirms. The same ' +
      'Idempotency-Key answers the checkout it opened, even once the paid lines left the cart.',
    auth: 'user',
    headers: idempotencyHeaderSchema,
    body: cartCheckoutSchema,
    responses: { 200: 'Checkout' },
    errors: {
      409:
        `${BEAT_MESSAGES.sold}; or the Idempotency-Key was used for another payment, or that payment is ` +
        'still being started or was removed.',
      422: `${BEAT_MESSAGES.emptyCart}; or no producer or a producer not in the cart was chosen, or a line cannot be bought.`,
      502: 'The payment provider failed.',
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/cart/checkout', checkoutDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(cartCheckoutSchema, request.body);
    return checkoutCart(ctx, user, input, idempotencyKeyOf(request));
  });

  const libraryDoc = doc({
    summary: "The signed-in buyer's licences, with their files and documents",
    auth: 'user',
    responses: { 200: 'Library' },
  });
  app.get('/api/library', libraryDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listLibrary(db, user);
  });

  const downloadDoc = doc({
    summary: "Download the audio file of a licence (its buyer only), by the licence's id",
    auth: 'user',
    responses: {
      200: {
        contentType: 'application/octet-stream',
        description: 'The audio file (its own Content-Type), as an attachment',
        headers: { 'Content-Disposition': 'attachment; filename="<producer> - <title>.<ext>"' },
      },
    },
    errors: {
      403: `${BEAT_MESSAGES.notYourLicence}.`,
      404: `${BEAT_MESSAGES.licenceNotFound}, or ${BEAT_MESSAGES.noFile.toLowerCase()}.`,
      410: `${LICENCE_REVOKED}.`,
    },
  });
  app.get('/api/library/:id/download', downloadDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = parseId(request.params.id, BEAT_MESSAGES.licenceNotFound);
    const download = await openLicenceDownload(db, ctx.storage, user, id);
    return reply
      .header('Content-Type', download.contentType)
      .header('Content-Length', String(download.size))
      .header('Content-Disposition', contentDisposition(download.filename))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(download.stream);
  });

  const documentDoc = doc({
    summary: 'A licence agreement as a printable page (its buyer or its producer)',
    auth: 'user',
    params: licenceNumberParamsSchema,
    responses: { 200: { contentType: 'text/html', description: 'The licence agreement' } },
    errors: {
      403: `${BEAT_MESSAGES.notYourDocument}.`,
      404: `${BEAT_MESSAGES.licenceNotFound}.`,
      410: `${LICENCE_REVOKED} (to its buyer; the producer still reads it).`,
    },
  });
  app.get(
    '/api/licences/:number/document',
    documentDoc,
    async (request: FastifyRequest<{ Params: { number: string } }>, reply) => {
      const user = await requireUser(request);
      const { number } = parseInput(licenceNumberParamsSchema, request.params);
      const record = await findLicenceForDocument(db, user, number);
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(renderLicenceDocument(record));
    },
  );
}
