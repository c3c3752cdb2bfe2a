import type { Library } from '@common/beatbank';
import type { Checkout, EarningsWithRefunds, RefundResult } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { isPremiumFan } from '../fans/membership';
import { LICENCE_REVOKED, relistBeat } from '../beatbank/revokeLicence';
import { pay as payTips } from '../tips/testing';
import { buildCatalogueApp, createTrack, MemoryStorage } from '../tracks/testing';
import { CREATOR_REFUND_MESSAGES } from './commands/refundAsCreator';
import { REFUND_MESSAGES } from './commands/refundPayment';

type User = Awaited<ReturnType<typeof createUser>>;

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let keySequence = 0;
const newKey = () => `creator-refund-${Date.now()}-${(keySequence += 1)}`;
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('creator refunds (sandbox)', (t) => {
  let app: FastifyInstance;
  const storage = new MemoryStorage();
  let producer: User;
  let buyer: User;
  let stranger: User;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle, storage);
    [producer, buyer, stranger] = await Promise.all([
      createUser(t.db, { displayName: 'Refund Producer' }),
      createUser(t.db, { displayName: 'Refund Buyer' }),
      createUser(t.db, { displayName: 'Someone Else' }),
    ]);
  });
  afterAll(() => app.close());

  const transaction = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();

  async function createBeat(owner: User, extra: Record<string, unknown> = {}): Promise<TrackRow> {
    const key = `audio/refund-beat-${Math.random().toString(36).slice(2)}.wav`;
    storage.put(key, Buffer.from('RIFF....WAVEfmt refund beat bytes'), 'audio/wav');
    return createTrack(t.db, {
      userId: owner.id,
      artist: owner.displayName ?? owner.username,
      producer: owner.displayName ?? owner.username,
      title: `Refund Beat ${Math.random().toString(36).slice(2, 7)}`,
      price: 2000,
      storageKey: key,
      audioUrl: `/media/${key}`,
      ...extra,
    } as Parameters<typeof createTrack>[1]);
  }

  async function confirm(client: TestClient, checkout: Checkout) {
    const paid = await client.post('/api/payments/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
  }

  async function buyBeat(client: TestClient, beat: TrackRow, licenceType: 'standard' | 'exclusive') {
    const put = await client.request('PUT', `/api/cart/items/${beat.id}`, { licenceType });
    expect(put.statusCode, put.body).toBe(200);
    const started = await client.post('/api/cart/checkout', {}, { headers: { 'idempotency-key': newKey() } });
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json<Checkout>();
    await confirm(client, checkout);
    return checkout;
  }

  const refund = (client: TestClient, id: number, body: unknown = {}) =>
    client.post(`/api/payments/${id}/refund`, body);

  async function earnings(client: TestClient) {
    const response = await client.get('/api/me/earnings');
    expect(response.statusCode).toBe(200);
    return response.json<EarningsWithRefunds>();
  }

  it('a producer refunds a licence sale: the licence is revoked, earnings drop, the buyer is told', async () => {
    const beat = await createBeat(producer, { isExclusive: true });
    const buyerClient = await signedInClient(app, buyer);
    const producerClient = await signedInClient(app, producer);
    const checkout = await buyBeat(buyerClient, beat, 'exclusive');
    const library = (await buyerClient.get('/api/library')).json<Library>();
    const licence = library.items.find((item) => item.beat.id === beat.id)!;
    expect(licence).toBeTruthy();
    expect((await buyerClient.get(licence.downloadUrl)).statusCode).toBe(200);

    const before = await earnings(producerClient);
    const listed = before.recent.find((item) => item.id === checkout.transactionId)!;
    expect(listed).toMatchObject({ state: 'paid', paidAmount: 6000, amount: 5100, refundedAmount: 0 });
    expect(new Date(listed.refundableUntil!).getTime()).toBeGreaterThan(Date.now() + 59 * DAY);

    await expect(relistBeat(t.db, producer, beat.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'An exclusive license of this beat is still in force',
    });

    const response = await refund(producerClient, checkout.transactionId, { reason: 'Sold by mistake' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RefundResult>()).toEqual({
      transactionId: checkout.transactionId,
      status: 'refunded',
      amount: 6000,
      reason: 'Sold by mistake',
    });

    // The payment, the money and the licence end together.
    expect(await transaction(checkout.transactionId)).toMatchObject({
      status: 'refunded',
      creatorAmount: 0,
      feeAmount: 0,
    });
    const after = await earnings(producerClient);
    expect(after.totals.allTime).toBe(before.totals.allTime - 5100);
    expect(after.byType.beatSales).toBe(before.byType.beatSales - 5100);
    expect(after.recent.find((item) => item.id === checkout.transactionId)).toMatchObject({
      state: 'refunded',
      refundableUntil: null,
      refundedAmount: 6000,
      relistBeats: [{ id: beat.id, title: beat.title }],
    });
    const libraryAfter = (await buyerClient.get('/api/library')).json<Library>();
    expect(libraryAfter.items.map((item) => item.beat.id)).not.toContain(beat.id);
    const download = await buyerClient.get(licence.downloadUrl);
    expect(download.statusCode).toBe(410);
    expect(download.json()).toEqual({ message: LICENCE_REVOKED });
    expect((await buyerClient.get(licence.documentUrl)).statusCode).toBe(410);
    // The producer keeps the record of the sale.
    expect((await producerClient.get(licence.documentUrl)).statusCode).toBe(200);
    // The exclusive beat stays off the market.
    const stored = await t.db
      .selectFrom('tracks')
      .select('exclusiveSoldAt')
      .where('id', '=', beat.id)
      .executeTakeFirstOrThrow();
    expect(stored.exclusiveSoldAt).not.toBeNull();
    // The catalogue download refuses the revoked licence too.
    const catalogue = await buyerClient.get(`/api/tracks/${beat.id}/download`);
    expect(catalogue.statusCode).toBe(403);
    expect(catalogue.json()).toEqual({ message: 'Buy a license to download this beat' });
    // Until its producer puts it back on the market.
    expect((await buyerClient.post(`/api/beats/${beat.id}/relist`)).statusCode).toBe(403);
    const relist = await producerClient.post(`/api/beats/${beat.id}/relist`);
    expect(relist.statusCode, relist.body).toBe(200);
    const relisted = await t.db
      .selectFrom('tracks')
      .select('exclusiveSoldAt')
      .where('id', '=', beat.id)
      .executeTakeFirstOrThrow();
    expect(relisted.exclusiveSoldAt).toBeNull();
    expect((await producerClient.post(`/api/beats/${beat.id}/relist`)).statusCode).toBe(409);
    const relistedEarnings = await earnings(producerClient);
    expect(relistedEarnings.recent.find((item) => item.id === checkout.transactionId)?.relistBeats).toEqual(
      [],
    );

    const inbox = await inboxOf(buyer.id);
    const message = inbox.find((m) => m.subject === 'Refund issued' && m.body.includes(beat.title))!;
    expect(message.body).toContain('Your payment of $60.00');
    expect(message.body).toContain('Reason: Sold by mistake.');
    expect(message.body).toContain(`License ${licence.licenceNumber} (${beat.title}) is revoked`);
    // The producer asked for it: no message to them about their own refund.
    expect((await inboxOf(producer.id)).map((m) => m.subject)).not.toContain('A payment to you was refunded');
  });

  it('a revoked standard licence no longer blocks buying the beat again', async () => {
    const beat = await createBeat(producer);
    const buyerClient = await signedInClient(app, buyer);
    const checkout = await buyBeat(buyerClient, beat, 'standard');
    const held = await buyerClient.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
    expect(held.statusCode).toBe(409);
    const producerClient = await signedInClient(app, producer);
    expect((await refund(producerClient, checkout.transactionId)).statusCode).toBe(200);
    const again = await buyerClient.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
    expect(again.statusCode, again.body).toBe(200);
    await buyerClient.request('DELETE', `/api/cart/items/${beat.id}`);
    const inbox = await inboxOf(buyer.id);
    expect(inbox.at(-1)!.body).toContain('Reason: Refunded by the producer.');
  });

  it('refunding twice answers the same refund: one refund, one message', async () => {
    const beat = await createBeat(producer);
    const buyerClient = await signedInClient(app, buyer);
    const checkout = await buyBeat(buyerClient, beat, 'standard');
    const producerClient = await signedInClient(app, producer);
    const before = (await inboxOf(buyer.id)).length;
    const [first, second] = await Promise.all([
      refund(producerClient, checkout.transactionId, { reason: 'Twice' }),
      refund(producerClient, checkout.transactionId, { reason: 'Twice' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const third = await refund(producerClient, checkout.transactionId, { reason: 'Another reason' });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ status: 'refunded', reason: 'Twice' });
    expect((await inboxOf(buyer.id)).length).toBe(before + 1);
  });

  it('only the creator who was paid may refund (403); unknown payments are 404', async () => {
    const beat = await createBeat(producer);
    const buyerClient = await signedInClient(app, buyer);
    const checkout = await buyBeat(buyerClient, beat, 'standard');
    for (const client of [buyerClient, await signedInClient(app, stranger)]) {
      const response = await refund(client, checkout.transactionId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CREATOR_REFUND_MESSAGES.notPayee });
    }
    const producerClient = await signedInClient(app, producer);
    expect((await refund(producerClient, 99_999_999)).statusCode).toBe(404);
    expect((await refund(producerClient, Number.NaN)).statusCode).toBe(404);
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/payments/${checkout.transactionId}/refund`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(visitor.statusCode).toBe(401);
    expect((await transaction(checkout.transactionId)).status).toBe('succeeded');

    // A plan is nobody's sale: no creator can refund it.
    const plan = await buyerClient.post(
      '/api/create-subscription',
      { priceId: 'price_pro' },
      { headers: { 'idempotency-key': newKey() } },
    );
    await confirm(buyerClient, plan.json<Checkout>());
    expect((await refund(buyerClient, plan.json<Checkout>().transactionId)).statusCode).toBe(403);
  });

  it(`refuses payments older than the refund window (409) and payments that did not succeed`, async () => {
    const beat = await createBeat(producer);
    const buyerClient = await signedInClient(app, buyer);
    const producerClient = await signedInClient(app, producer);
    const checkout = await buyBeat(buyerClient, beat, 'standard');
    await t.db
      .updateTable('transactions')
      .set({ createdAt: new Date(Date.now() - 61 * DAY).toISOString() })
      .where('id', '=', checkout.transactionId)
      .execute();
    const old = await refund(producerClient, checkout.transactionId);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ message: 'Payments can be refunded within 60 days' });
    expect(
      (await earnings(producerClient)).recent.find((i) => i.id === checkout.transactionId),
    ).toMatchObject({
      state: 'paid',
      refundableUntil: null,
    });
    expect((await transaction(checkout.transactionId)).status).toBe('succeeded');

    const other = await createBeat(producer);
    await buyerClient.request('PUT', `/api/cart/items/${other.id}`, { licenceType: 'standard' });
    const pending = await buyerClient.post(
      '/api/cart/checkout',
      {},
      { headers: { 'idempotency-key': newKey() } },
    );
    const response = await refund(producerClient, pending.json<Checkout>().transactionId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: REFUND_MESSAGES.notRefundable });
    await buyerClient.post(`/api/payments/${pending.json<Checkout>().transactionId}/cancel`);
    await buyerClient.request('DELETE', `/api/cart/items/${other.id}`);

    const long = await refund(producerClient, checkout.transactionId, { reason: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'The reason can be at most 200 characters' });
  });

  it('a tip refund only takes the money back; a Premium Fan refund ends the membership now', async () => {
    const artist = await createUser(t.db, { displayName: 'Refund Artist' });
    const fan = await createUser(t.db, { displayName: 'Refund Fan' });
    const fanClient = await signedInClient(app, fan);
    const artistClient = await signedInClient(app, artist);
    const tip = await payTips(fanClient, '/api/tips', { artistId: artist.id, amount: 5 });
    const membership = await payTips(fanClient, '/api/fan-subscriptions', {
      artistId: artist.id,
      interval: 'month',
    });
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(true);
    const before = await earnings(artistClient);
    expect(before.byType.tips).toBe(500);

    expect((await refund(artistClient, tip.transactionId)).statusCode).toBe(200);
    const afterTip = await earnings(artistClient);
    expect(afterTip.byType.tips).toBe(0);
    expect(afterTip.totals.allTime).toBe(before.totals.allTime - 500);
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(true);

    expect((await refund(artistClient, membership.transactionId)).statusCode).toBe(200);
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(false);
    expect((await earnings(artistClient)).totals.allTime).toBe(0);
    const messages = await inboxOf(fan.id);
    expect(messages.map((m) => m.subject)).toEqual(['Refund issued', 'Refund issued']);
    expect(messages[0]!.body).toContain('Your payment of $5.30');
    expect(messages[1]!.body).toContain('Reason: Refunded by the artist.');
    expect(messages[1]!.body).toContain('Your Premium Fan membership of Refund Artist has ended.');
  });

  it('an edition refund voids the edition: its number is never issued again', async () => {
    const artist = await createUser(t.db, { displayName: 'Edition Artist' });
    const track = await createTrack(t.db, {
      userId: artist.id,
      artist: 'Edition Artist',
      title: 'Refund Drop',
      isNft: true,
      nftPrice: 1000,
      nftTotalSupply: 3,
      nftAvailableSupply: 3,
    } as Parameters<typeof createTrack>[1]);
    const fan = await createUser(t.db);
    const other = await createUser(t.db);
    const fanClient = await signedInClient(app, fan);
    const buyEdition = async (client: TestClient) => {
      const started = await client.post(
        `/api/editions/${track.id}/purchase`,
        {},
        { headers: { 'idempotency-key': newKey() } },
      );
      expect(started.statusCode, started.body).toBeLessThan(300);
      const checkout = started.json<Checkout>();
      await confirm(client, checkout);
      return checkout;
    };
    const first = await buyEdition(fanClient);
    expect((await fanClient.get('/api/editions/mine')).json<{ editions: unknown[] }>().editions).toHaveLength(
      1,
    );
    const artistClient = await signedInClient(app, artist);
    expect((await refund(artistClient, first.transactionId)).statusCode).toBe(200);

    expect((await fanClient.get('/api/editions/mine')).json<{ editions: unknown[] }>().editions).toEqual([]);
    const voided = await t.db
      .selectFrom('nftEditions')
      .selectAll()
      .where('transactionId', '=', first.transactionId)
      .executeTakeFirstOrThrow();
    expect(voided).toMatchObject({ status: 'void', editionNumber: 1 });
    const second = await buyEdition(await signedInClient(app, other));
    const next = await t.db
      .selectFrom('nftEditions')
      .select('editionNumber')
      .where('transactionId', '=', second.transactionId)
      .executeTakeFirstOrThrow();
    expect(Number(next.editionNumber)).toBe(2);
    const stored = await t.db
      .selectFrom('tracks')
      .select('nftAvailableSupply')
      .where('id', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(stored.nftAvailableSupply).toBe(1);
    const message = (await inboxOf(fan.id)).find((m) => m.subject === 'Refund issued')!;
    expect(message.body).toContain('Edition #1/3 of "Refund Drop" is void');
  });
});
