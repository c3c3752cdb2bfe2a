import {
  BEAT_MESSAGES,
  beatListQuerySchema,
  cartCheckoutSchema,
  cartItemInputSchema,
} from '@common/beatbank';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { contentDisposition, licenceInForce, mayPlayFullAudio } from '../tracks';
import { idempotencyKeyOf } from '../payments';
import { presentCart, readCartLines, removeCartItem, setCartItem } from './commands/cart';
import { checkoutCart } from './commands/checkoutCart';
import { renderLicenceDocument } from './commands/licenceDocument';
import { findLicenceForDocument, listLibrary, openLicenceDownload } from './commands/library';
import { listBeats } from './commands/listBeats';
import { listProducers } from './commands/listProducers';
import { relistBeat } from './revokeLicence';
import { presentBeat, presentBeatDetail } from './presenter';
import { findBeat, parseBeatId } from './queries';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The Beat Bank: beats, producers, the cart and its checkout, the buyer's library and licence documents. */
export function beatbankRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/beats', async (request, reply) => {
    const query = parseInput(beatListQuerySchema, request.query);
    const rows = await listBeats(db, query);
    reply.header('Cache-Control', 'no-store');
    return { beats: rows.map(presentBeat) };
  });

  app.get('/api/beats/producers', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { producers: await listProducers(db) };
  });

  app.get('/api/beats/:id', async (request: WithId, reply) => {
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

  app.get('/api/cart', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return presentCart(await readCartLines(db, user));
  });

  // The producer puts a beat back on the market after its exclusive sale was refunded.
  app.post('/api/beats/:id/relist', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = parseBeatId(request.params.id);
    await relistBeat(db, user, id);
    reply.header('Cache-Control', 'no-store');
    return presentBeatDetail(await findBeat(db, id), user, true);
  });

  app.put('/api/cart/items/:id', async (request: WithId) => {
    const user = await requireUser(request);
    const trackId = parseBeatId(request.params.id);
    const input = parseInput(cartItemInputSchema, request.body);
    await setCartItem(db, user, trackId, input.licenceType);
    return presentCart(await readCartLines(db, user));
  });

  app.delete('/api/cart/items/:id', async (request: WithId) => {
    const user = await requireUser(request);
    await removeCartItem(db, user, parseBeatId(request.params.id));
    return presentCart(await readCartLines(db, user));
  });

  app.post('/api/cart/checkout', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(cartCheckoutSchema, request.body);
    return checkoutCart(ctx, user, input, idempotencyKeyOf(request));
  });

  app.get('/api/library', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listLibrary(db, user);
  });

  app.get('/api/library/:id/download', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const download = await openLicenceDownload(db, ctx.storage, user, id);
    return reply
      .header('Content-Type', download.contentType)
      .header('Content-Length', String(download.size))
      .header('Content-Disposition', contentDisposition(download.filename))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(download.stream);
  });

  app.get(
    '/api/licences/:number/document',
    async (request: FastifyRequest<{ Params: { number: string } }>, reply) => {
      const user = await requireUser(request);
      const record = await findLicenceForDocument(db, user, request.params.number.slice(0, 64));
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(renderLicenceDocument(record));
    },
  );
}
