import {
  BEAT_MESSAGES,
  type Beat,
  type BeatDetail,
  type BeatProducer,
  type Cart,
  type Library,
} from '@common/beatbank';
import type { Checkout, PaymentResult } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack, MemoryStorage } from '../tracks/testing';

type User = Awaited<ReturnType<typeof createUser>>;

const DAY = 24 * 60 * 60 * 1000;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', postalCode: '10001' };

let keySequence = 0;
const newKey = () => `beat-key-${Date.now()}-${(keySequence += 1)}`;

describeEachDatabase('Beat Bank API', (t) => {
  let app: FastifyInstance;
  const storage = new MemoryStorage();
  let producer: User;
  let otherProducer: User;
  let buyer: User;
  let rival: User;

  /** A beat: a priced, published, public track of `owner`. */
  async function createBeat(
    owner: User,
    extra: Parameters<typeof createTrack>[1] & { isExclusive?: boolean } = {},
  ): Promise<TrackRow> {
    const key = `audio/beat-${Math.random().toString(36).slice(2)}.wav`;
    storage.put(key, Buffer.from('RIFF....WAVEfmt demo beat bytes'), 'audio/wav');
    return createTrack(t.db, {
      userId: owner.id,
      artist: owner.displayName ?? owner.username,
      producer: owner.displayName ?? owner.username,
      price: 2999,
      storageKey: key,
      audioUrl: `/media/${key}`,
      ...extra,
    } as Parameters<typeof createTrack>[1]);
  }

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle, storage);
    [producer, otherProducer, buyer, rival] = await Promise.all([
      createUser(t.db, { displayName: 'Beat Smith Test' }),
      createUser(t.db, { displayName: 'Other Maker' }),
      createUser(t.db, { displayName: 'Buyer One' }),
      createUser(t.db, { displayName: 'Rival Buyer' }),
    ]);
  });
  afterAll(() => app.close());

  const signedIn = (user: User) => signedInClient(app, user);

  async function listBeats(query = ''): Promise<Beat[]> {
    const response = await new TestClient(app).get(`/api/beats${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { beats: Beat[] }).beats;
  }

  /** Puts one line in the cart, checks out, pays with the card; answers the checkout and the payment result. */
  async function buy(
    client: TestClient,
    lines: { trackId: number; licenceType: 'standard' | 'exclusive' }[],
    options: { producerId?: number; card?: typeof GOOD_CARD } = {},
  ): Promise<{ checkout: Checkout; result: PaymentResult; key: string }> {
    for (const line of lines) {
      const put = await client.request('PUT', `/api/cart/items/${line.trackId}`, {
        licenceType: line.licenceType,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const key = newKey();
    const checkout = await startCheckout(client, options.producerId, key);
    const result = await pay(client, checkout, options.card);
    return { checkout, result, key };
  }

  async function startCheckout(client: TestClient, producerId?: number, key = newKey()): Promise<Checkout> {
    const response = await client.post('/api/cart/checkout', producerId ? { producerId } : {}, {
      headers: { 'idempotency-key': key },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Checkout;
  }

  async function pay(client: TestClient, checkout: Checkout, card = GOOD_CARD): Promise<PaymentResult> {
    const response = await client.post('/api/payments/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...card,
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    const status = await client.get(`/api/payments/${checkout.transactionId}`);
    return status.json() as PaymentResult;
  }

  describe('GET /api/beats', () => {
    let plain: TrackRow;
    let exclusive: TrackRow;
    let featured: TrackRow;
    let popular: TrackRow;
    let old: TrackRow;

    beforeAll(async () => {
      const now = Date.now();
      plain = await createBeat(producer, {
        title: 'Zebra Plain Beat',
        tags: ['boom bap'],
        genre: 'hip-hop',
        publishedAt: new Date(now - 3 * DAY).toISOString(),
      });
      exclusive = await createBeat(producer, {
        title: 'Zebra Exclusive Beat',
        isExclusive: true,
        price: 4999,
        publishedAt: new Date(now - 2 * DAY).toISOString(),
      });
      featured = await createBeat(otherProducer, {
        title: 'Zebra Featured Beat',
        featured: true,
        genre: 'afrobeats',
        publishedAt: new Date(now - 1 * DAY).toISOString(),
      });
      popular = await createBeat(otherProducer, {
        title: 'Zebra Popular Beat',
        playCount: 900,
        tags: ['moonlit'],
        publishedAt: new Date(now - 4 * DAY).toISOString(),
      });
      old = await createBeat(otherProducer, {
        title: 'Zebra Old Beat',
        playCount: 5,
        publishedAt: new Date(now - 90 * DAY).toISOString(),
        uploadDate: new Date(now - 90 * DAY).toISOString(),
      });
      // Not beats: free, draft, private.
      await createTrack(t.db, { userId: producer.id, title: 'Zebra Free Track', price: 0 });
      await createTrack(t.db, {
        userId: producer.id,
        title: 'Zebra Draft Beat',
        price: 999,
        status: 'draft',
      });
      await createTrack(t.db, {
        userId: producer.id,
        title: 'Zebra Private Beat',
        price: 999,
        visibility: 'private',
      });
    });

    it('lists priced, published, public tracks as beats with the card fields, newest first', async () => {
      const beats = await listBeats('?q=zebra');
      expect(beats.map((b) => b.title)).toEqual([
        'Zebra Featured Beat',
        'Zebra Exclusive Beat',
        'Zebra Plain Beat',
        'Zebra Popular Beat',
        'Zebra Old Beat',
      ]);
      const card = beats.find((b) => b.id === exclusive.id)!;
      expect(card).toMatchObject({
        title: 'Zebra Exclusive Beat',
        producer: 'Beat Smith Test',
        producerId: producer.id,
        producerAvatar: 'BS',
        price: 4999,
        exclusive: true,
        featured: false,
      });
      expect(JSON.stringify(beats)).not.toContain('storageKey');
    });

    it('filters by tab: exclusive, featured, popular (by plays), new releases', async () => {
      expect((await listBeats('?tab=exclusive&q=zebra')).map((b) => b.id)).toEqual([exclusive.id]);
      expect((await listBeats('?tab=featured&q=zebra')).map((b) => b.id)).toEqual([featured.id]);
      expect((await listBeats('?tab=popular&q=zebra')).map((b) => b.id)).toEqual([popular.id, old.id]);
      const fresh = (await listBeats('?tab=new&q=zebra')).map((b) => b.id);
      expect(fresh).toEqual([featured.id, exclusive.id, plain.id, popular.id]);
      expect(fresh).not.toContain(old.id);
      const bad = await new TestClient(app).get('/api/beats?tab=cheap');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Unknown tab' });
    });

    it('searches title, producer, tags and genre', async () => {
      expect((await listBeats('?q=moonlit')).map((b) => b.id)).toEqual([popular.id]);
      expect((await listBeats('?q=other%20maker')).map((b) => b.id).sort()).toEqual(
        [featured.id, popular.id, old.id].sort(),
      );
      const byGenre = (await listBeats('?q=afrobeats')).map((b) => b.id);
      expect(byGenre).toContain(featured.id);
      expect((await listBeats('?q=boom%20bap')).map((b) => b.id)).toContain(plain.id);
      expect(await listBeats('?q=nothing-like-this')).toEqual([]);
    });

    it('gives the detail with a 100-bar waveform and server-priced licences', async () => {
      const peaks = Array.from({ length: 400 }, (_, i) => (i % 4) / 4);
      const beat = await createBeat(producer, {
        title: 'Wave Beat',
        price: 3333,
        waveform: peaks,
        isExclusive: true,
      });
      const response = await new TestClient(app).get(`/api/beats/${beat.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json() as BeatDetail;
      expect(detail.waveform).toHaveLength(100);
      expect(detail.waveform!.every((bar) => bar === 0.75)).toBe(true);
      expect(detail.licences).toEqual([
        {
          type: 'standard',
          name: 'Standard License',
          price: 3333,
          terms: ['Unlimited streams', '1 music video'],
          badge: null,
          available: true,
          unavailableReason: null,
        },
        {
          type: 'exclusive',
          name: 'Exclusive License',
          price: 9999,
          terms: ['Full rights', 'Stems included'],
          badge: 'BEST VALUE',
          available: true,
          unavailableReason: null,
        },
      ]);
      const notOffered = (await new TestClient(app).get(`/api/beats/${plain.id}`)).json() as BeatDetail;
      expect(notOffered.licences[1]).toMatchObject({
        available: false,
        unavailableReason: BEAT_MESSAGES.exclusiveNotOffered,
      });
      expect((await new TestClient(app).get('/api/beats/999999')).statusCode).toBe(404);
      expect((await new TestClient(app).get('/api/beats/abc')).json()).toEqual({ message: 'Beat not found' });
    });

    it('lists each producer with the count of their beats', async () => {
      const response = await new TestClient(app).get('/api/beats/producers');
      const { producers } = response.json() as { producers: BeatProducer[] };
      const mine = producers.find((p) => p.id === producer.id)!;
      expect(mine).toMatchObject({ name: 'Beat Smith Test', initials: 'BS' });
      const beatsOfProducer = await t.db
        .selectFrom('tracks')
        .select('id')
        .where('userId', '=', producer.id)
        .where('price', '>', 0)
        .where('status', '=', 'published')
        .where('visibility', '=', 'public')
        .execute();
      expect(mine.beatCount).toBe(beatsOfProducer.length);
      expect(producers.find((p) => p.id === otherProducer.id)?.beatCount).toBeGreaterThanOrEqual(3);
      expect(producers.find((p) => p.id === buyer.id)).toBeUndefined();
    });
  });

  describe('cart', () => {
    it('needs a signed-in user', async () => {
      const visitor = new TestClient(app);
      expect((await visitor.get('/api/cart')).statusCode).toBe(401);
      expect(
        (await visitor.request('PUT', '/api/cart/items/1', { licenceType: 'standard' })).statusCode,
      ).toBe(401);
      expect((await visitor.request('DELETE', '/api/cart/items/1')).statusCode).toBe(401);
      expect(
        (await visitor.post('/api/cart/checkout', {}, { headers: { 'idempotency-key': 'k' } })).statusCode,
      ).toBe(401);
    });

    it('keeps one line per beat, prices it on the server and ignores prices sent by the client', async () => {
      const client = await signedIn(rival);
      const beat = await createBeat(producer, { title: 'Cart Beat', price: 2500, isExclusive: true });
      let response = await client.request('PUT', `/api/cart/items/${beat.id}`, {
        licenceType: 'standard',
        price: 1,
        amount: 1,
      });
      expect(response.statusCode).toBe(200);
      let cart = response.json() as Cart;
      expect(cart.count).toBe(1);
      expect(cart.total).toBe(2500);
      response = await client.request('PUT', `/api/cart/items/${beat.id}`, {
        licenceType: 'exclusive',
        price: 1,
      });
      cart = response.json() as Cart;
      expect(cart.count).toBe(1);
      expect(cart.groups[0]!.lines[0]).toMatchObject({
        licenceType: 'exclusive',
        licenceName: 'Exclusive License',
        price: 7500,
        available: true,
      });
      expect(cart.total).toBe(7500);
      expect((await client.get('/api/cart')).json()).toEqual(cart);
      response = await client.request('DELETE', `/api/cart/items/${beat.id}`);
      expect(response.statusCode).toBe(200);
      expect((response.json() as Cart).count).toBe(0);
      response = await client.request('DELETE', `/api/cart/items/${beat.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: BEAT_MESSAGES.notInCart });
    });

    it('refuses own beats, exclusive licences not offered, unknown beats and bad licence types', async () => {
      const client = await signedIn(producer);
      const own = await createBeat(producer, { title: 'Own Beat' });
      let response = await client.request('PUT', `/api/cart/items/${own.id}`, { licenceType: 'standard' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: BEAT_MESSAGES.ownBeat });
      const plain = await createBeat(otherProducer, { title: 'No Exclusive Beat' });
      response = await client.request('PUT', `/api/cart/items/${plain.id}`, { licenceType: 'exclusive' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: BEAT_MESSAGES.exclusiveNotOffered });
      response = await client.request('PUT', `/api/cart/items/${plain.id}`, { licenceType: 'lifetime' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Choose a Standard or Exclusive license' });
      const free = await createTrack(t.db, { userId: otherProducer.id, price: 0 });
      response = await client.request('PUT', `/api/cart/items/${free.id}`, { licenceType: 'standard' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: BEAT_MESSAGES.notFound });
    });

    it('answers an empty cart checkout with a clear message and needs an Idempotency-Key', async () => {
      const client = await signedIn(await createUser(t.db));
      let response = await client.post(
        '/api/cart/checkout',
        {},
        { headers: { 'idempotency-key': newKey() } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: BEAT_MESSAGES.emptyCart });
      response = await client.post('/api/cart/checkout', {});
      expect(response.statusCode).toBe(400);
    });
  });

  describe('checkout and fulfilment', () => {
    it('charges the server total once per Idempotency-Key, with the producer as payee and the 85% share', async () => {
      const client = await signedIn(await createUser(t.db));
      const a = await createBeat(producer, { title: 'Total A', price: 2999, isExclusive: true });
      const b = await createBeat(producer, { title: 'Total B', price: 4999 });
      await client.request('PUT', `/api/cart/items/${a.id}`, { licenceType: 'exclusive', price: 1 });
      await client.request('PUT', `/api/cart/items/${b.id}`, { licenceType: 'standard' });
      const key = newKey();
      const first = await startCheckout(client, undefined, key);
      const again = await startCheckout(client, undefined, key);
      expect(again.transactionId).toBe(first.transactionId);
      expect(first).toMatchObject({ amount: 2999 * 3 + 4999, paymentType: 'beat_purchase', currency: 'usd' });
      const rows = await t.db
        .selectFrom('transactions')
        .selectAll()
        .where('idempotencyKey', '=', key)
        .execute();
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.payeeId).toBe(producer.id);
      const fee = Math.round(8997 * 0.15) + Math.round(4999 * 0.15);
      expect(row.feeAmount).toBe(fee);
      expect(row.creatorAmount).toBe(13996 - fee);
      const lines = (row.metadata as { lines: { trackId: number; amount: number }[] }).lines;
      expect(lines.map((l) => [l.trackId, l.amount])).toEqual([
        [a.id, 8997],
        [b.id, 4999],
      ]);
    });

    it('asks for one producer at a time when the cart holds several', async () => {
      const client = await signedIn(await createUser(t.db));
      const mine = await createBeat(producer, { title: 'Split A', price: 3000 });
      const theirs = await createBeat(otherProducer, { title: 'Split B', price: 4000 });
      await client.request('PUT', `/api/cart/items/${mine.id}`, { licenceType: 'standard' });
      await client.request('PUT', `/api/cart/items/${theirs.id}`, { licenceType: 'standard' });
      const cart = (await client.get('/api/cart')).json() as Cart;
      expect(cart.groups.map((g) => [g.producerId, g.total])).toEqual([
        [producer.id, 3000],
        [otherProducer.id, 4000],
      ]);
      const response = await client.post(
        '/api/cart/checkout',
        {},
        { headers: { 'idempotency-key': newKey() } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: BEAT_MESSAGES.chooseProducer });
      const checkout = await startCheckout(client, otherProducer.id);
      expect(checkout.amount).toBe(4000);
    });

    it('delivers a paid licence: licence row, cart cleared, producer told, beat in the library', async () => {
      const client = await signedIn(buyer);
      const beat = await createBeat(producer, { title: 'Library Beat', price: 3999 });
      const { checkout, result, key } = await buy(client, [{ trackId: beat.id, licenceType: 'standard' }]);
      expect(result.status).toBe('succeeded');
      // A retried checkout request answers the same payment, though its lines have left the cart.
      const replayed = await startCheckout(client, undefined, key);
      expect(replayed).toMatchObject({
        transactionId: checkout.transactionId,
        amount: 3999,
        status: 'succeeded',
      });
      const library = (await client.get('/api/library')).json() as Library;
      const item = library.items.find((i) => i.beat.id === beat.id)!;
      expect(item).toMatchObject({
        licenceType: 'standard',
        licenceName: 'Standard License',
        amount: 3999,
        stemsAvailable: false,
        beat: { title: 'Library Beat', producer: 'Beat Smith Test', sold: false },
      });
      expect(item.licenceNumber).toMatch(new RegExp(`^PN-LIC-${new Date().getUTCFullYear()}-\\d{6}$`));
      expect(((await client.get('/api/cart')).json() as Cart).count).toBe(0);
      const inbox = await t.db
        .selectFrom('inboxMessages')
        .selectAll()
        .where('recipientId', '=', producer.id)
        .where('subject', 'like', '%Library Beat%')
        .execute();
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.body).toContain('Standard License, $39.99');
      // The beat stays on the market: a standard licence is not exclusive.
      expect((await listBeats('?q=library%20beat')).map((b) => b.id)).toEqual([beat.id]);
      // Buying the same licence twice is refused.
      const again = await client.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: BEAT_MESSAGES.alreadyLicensed });
    });

    it('marks an exclusive beat sold: gone from the market, refused in carts, shown SOLD in the library', async () => {
      const client = await signedIn(buyer);
      const beat = await createBeat(producer, {
        title: 'Exclusive Sale Beat',
        price: 5000,
        isExclusive: true,
      });
      const waiting = await signedIn(rival);
      await waiting.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
      const { result } = await buy(client, [{ trackId: beat.id, licenceType: 'exclusive' }]);
      expect(result.status).toBe('succeeded');
      expect(result.amount).toBe(15000);
      expect(await listBeats('?q=exclusive%20sale')).toEqual([]);
      const producers = (
        (await new TestClient(app).get('/api/beats/producers')).json() as {
          producers: BeatProducer[];
        }
      ).producers;
      expect(producers.find((p) => p.id === producer.id)?.beatCount).toBeGreaterThan(0);
      expect((await new TestClient(app).get(`/api/beats/${beat.id}`)).statusCode).toBe(404);
      expect((await client.get(`/api/beats/${beat.id}`)).statusCode).toBe(200);
      const item = ((await client.get('/api/library')).json() as Library).items.find(
        (i) => i.beat.id === beat.id,
      )!;
      expect(item).toMatchObject({ licenceType: 'exclusive', amount: 15000, beat: { sold: true } });
      // Someone else's cart line is now unavailable, and cannot be checked out or added again.
      const cart = (await waiting.get('/api/cart')).json() as Cart;
      const line = cart.groups.flatMap((g) => g.lines).find((l) => l.beat.id === beat.id)!;
      expect(line).toMatchObject({ available: false, unavailableReason: BEAT_MESSAGES.sold });
      const checkout = await waiting.post(
        '/api/cart/checkout',
        { producerId: producer.id },
        {
          headers: { 'idempotency-key': newKey() },
        },
      );
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json()).toEqual({ message: BEAT_MESSAGES.sold });
      const add = await waiting.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
      expect(add.statusCode).toBe(409);
    });

    it('of two buyers paying for one exclusive at once, one gets the licence and the other is refunded', async () => {
      const beat = await createBeat(producer, { title: 'Contested Beat', price: 6000, isExclusive: true });
      const first = await signedIn(await createUser(t.db));
      const second = await signedIn(await createUser(t.db));
      for (const client of [first, second]) {
        await client.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'exclusive' });
      }
      const checkouts = await Promise.all([startCheckout(first), startCheckout(second)]);
      const results = await Promise.all([pay(first, checkouts[0]), pay(second, checkouts[1])]);
      const licences = await t.db.selectFrom('licences').selectAll().where('trackId', '=', beat.id).execute();
      expect(licences).toHaveLength(1);
      const rows = await t.db
        .selectFrom('transactions')
        .selectAll()
        .where(
          'id',
          'in',
          checkouts.map((c) => c.transactionId),
        )
        .execute();
      const loserId = rows.find((row) => row.id !== licences[0]!.transactionId)!.id;
      // Both were paid; the refused one may already read as refunded.
      expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['succeeded']));
      expect(results.every((r) => r.status === 'succeeded' || r.status === 'refunded')).toBe(true);
      // The refused payment is refunded once its settlement has committed.
      const loserRow = () =>
        t.db.selectFrom('transactions').selectAll().where('id', '=', loserId).executeTakeFirstOrThrow();
      await vi.waitFor(async () => expect((await loserRow()).status).toBe('refunded'));
      const loser = await loserRow();
      expect(loser.failureMessage).toBe(`Refunded: ${BEAT_MESSAGES.sold}`);
      expect(loser).toMatchObject({ creatorAmount: 0, feeAmount: 0 });
      expect((loser.metadata as { refund?: { status: string; reason: string } }).refund).toMatchObject({
        status: 'refunded',
        reason: BEAT_MESSAGES.sold,
      });
      const told = await t.db
        .selectFrom('inboxMessages')
        .select(['subject', 'body'])
        .where('recipientId', '=', loser.userId!)
        .orderBy('id')
        .execute();
      expect(told.map((m) => m.subject)).toEqual([
        'Your beat purchase could not be completed',
        'Refund issued',
      ]);
      expect(told[1]!.body).toContain('$180.00');
      expect(told[1]!.body).toContain(`Reason: ${BEAT_MESSAGES.sold}.`);
      // The producer's earnings count the winning sale only.
      const credited = await t.db
        .selectFrom('transactions')
        .select('creatorAmount')
        .where('payeeId', '=', producer.id)
        .where(
          'id',
          'in',
          checkouts.map((c) => c.transactionId),
        )
        .where('status', '=', 'succeeded')
        .execute();
      expect(credited.map((c) => Number(c.creatorAmount))).toEqual([15300]);
    });

    it('delivers nothing when the card is declined', async () => {
      const client = await signedIn(await createUser(t.db));
      const beat = await createBeat(producer, { title: 'Declined Beat', isExclusive: true });
      const { result } = await buy(client, [{ trackId: beat.id, licenceType: 'exclusive' }], {
        card: { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' },
      });
      expect(result.status).not.toBe('succeeded');
      expect(((await client.get('/api/library')).json() as Library).items).toEqual([]);
      expect((await listBeats('?q=declined%20beat')).map((b) => b.id)).toEqual([beat.id]);
      expect(((await client.get('/api/cart')).json() as Cart).count).toBe(1);
    });
  });

  describe('library downloads and licence documents', () => {
    let item: Library['items'][number];
    let buyerClient: TestClient;

    beforeAll(async () => {
      buyerClient = await signedIn(await createUser(t.db, { displayName: 'Doc Buyer' }));
      const beat = await createBeat(producer, {
        title: 'Document Beat',
        price: 4500,
        isExclusive: true,
        bpm: 140,
        key: 'F# Minor',
      });
      await buy(buyerClient, [{ trackId: beat.id, licenceType: 'exclusive' }]);
      item = ((await buyerClient.get('/api/library')).json() as Library).items[0]!;
    });

    it('streams the audio as an attachment to the buyer only', async () => {
      const response = await buyerClient.get(item.downloadUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(
        'attachment; filename="Beat Smith Test - Document Beat.wav"',
      );
      expect(response.body).toContain('demo beat bytes');
      const stranger = await signedIn(rival);
      const refused = await stranger.get(item.downloadUrl);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: BEAT_MESSAGES.notYourLicence });
      expect((await new TestClient(app).get(item.downloadUrl)).statusCode).toBe(401);
      for (const id of ['99999999', '9999999999', '0', 'abc']) {
        const missing = await buyerClient.get(`/api/library/${id}/download`);
        expect(missing.statusCode, id).toBe(404);
        expect(missing.json()).toEqual({ message: BEAT_MESSAGES.licenceNotFound });
      }
    });

    it('keeps a licence downloadable when its beat is made private or taken down, and sells the beat no more', async () => {
      for (const change of [{ visibility: 'private' as const }, { removedAt: new Date().toISOString() }]) {
        const beat = await createBeat(producer, { title: `Gone later ${Object.keys(change)[0]}` });
        const client = await signedIn(await createUser(t.db));
        await buy(client, [{ trackId: beat.id, licenceType: 'standard' }]);
        await t.db.updateTable('tracks').set(change).where('id', '=', beat.id).execute();
        const library = (await client.get('/api/library')).json() as Library;
        const bought = library.items.find((i) => i.beat.id === beat.id);
        expect(bought, JSON.stringify(change)).toBeDefined();
        const download = await client.get(bought!.downloadUrl);
        expect(download.statusCode).toBe(200);
        expect(download.body).toContain('demo beat bytes');
        const again = await (
          await signedIn(rival)
        ).request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ message: BEAT_MESSAGES.notFound });
      }
    });

    it('shows the licence document to the buyer and the producer only', async () => {
      const response = await buyerClient.get(item.documentUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      for (const text of [
        'Exclusive License',
        item.licenceNumber,
        'Beat Smith Test',
        'Doc Buyer',
        'Document Beat (140 BPM, F# Minor, hip-hop)',
        '$135.00 USD',
        'Full rights',
        'Stems included',
      ]) {
        expect(response.body).toContain(text);
      }
      const asProducer = await (await signedIn(producer)).get(item.documentUrl);
      expect(asProducer.statusCode).toBe(200);
      const refused = await (await signedIn(otherProducer)).get(item.documentUrl);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: BEAT_MESSAGES.notYourDocument });
      expect((await new TestClient(app).get(item.documentUrl)).statusCode).toBe(401);
      expect((await buyerClient.get('/api/licences/PN-LIC-1999-000001/document')).statusCode).toBe(404);
    });
  });
});
