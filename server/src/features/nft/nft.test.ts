import type { EditionList, OwnedEditionList } from '@common/nft';
import type { InboxPage } from '@common/inbox';
import type { Checkout } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack } from '../tracks/testing';
import { EDITION_SOLD_OUT_REFUND } from './settlement';

type User = Awaited<ReturnType<typeof createUser>>;

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };
let keys = 0;
const newKey = () => `edition-test-${Date.now()}-${(keys += 1)}`;

describeEachDatabase('limited editions API', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let fan: User;
  let other: User;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
    [artist, fan, other] = await Promise.all([
      createUser(t.db, { displayName: 'Luna Waves' }),
      createUser(t.db),
      createUser(t.db),
    ]);
  });

  const drop = (supply: number, price = 99, extra: Parameters<typeof createTrack>[1] = {}) =>
    createTrack(t.db, {
      userId: artist.id,
      artist: 'Luna Waves',
      isNft: true,
      nftPrice: price,
      nftTotalSupply: supply,
      nftAvailableSupply: supply,
      ...extra,
    });

  const purchase = (client: TestClient, trackId: number, key = newKey()) =>
    client.post(`/api/editions/${trackId}/purchase`, {}, { headers: { 'idempotency-key': key } });

  const pay = (client: TestClient, checkout: Checkout, card = GOOD_CARD) =>
    client.post('/api/payments/sandbox/confirm', { clientSecret: checkout.clientSecret, ...card });

  async function listed(client: TestClient, trackId: number) {
    const list = (await client.get('/api/editions')).json<EditionList>();
    return list.editions.find((e) => e.trackId === trackId);
  }

  it('lists published drops with price, supply and the next edition label; other tracks are not listed', async () => {
    const track = await drop(25);
    const plain = await createTrack(t.db, { userId: artist.id });
    const draft = await drop(10, 99, { status: 'draft' });
    const response = await new TestClient(app).get('/api/editions');
    expect(response.statusCode).toBe(200);
    const ids = response.json<EditionList>().editions.map((e) => e.trackId);
    expect(ids).toContain(track.id);
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(draft.id);
    expect(await listed(new TestClient(app), track.id)).toMatchObject({
      title: track.title,
      artist: 'Luna Waves',
      price: 99,
      totalSupply: 25,
      sold: 0,
      available: 25,
      nextEdition: '1/25',
      artistSharePercent: 85,
      ownedByMe: 0,
      track: { id: track.id, audioUrl: track.audioUrl },
    });
  });

  it('refuses a visitor with the spec text, and answers 400, 403 and 404 to bad purchases', async () => {
    const track = await drop(25);
    const visitor = await purchase(new TestClient(app), track.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please log in to purchase NFTs' });
    expect((await new TestClient(app).get('/api/editions/mine')).statusCode).toBe(401);

    const client = await signedInClient(app, fan);
    const noKey = await client.post(`/api/editions/${track.id}/purchase`, {});
    expect(noKey.statusCode).toBe(400);
    const plain = await createTrack(t.db, { userId: artist.id });
    expect((await purchase(client, plain.id)).json()).toEqual({ message: 'Edition not found' });
    expect((await purchase(client, plain.id)).statusCode).toBe(404);
    expect((await purchase(client, 99_999_999)).statusCode).toBe(404);
    const own = await purchase(await signedInClient(app, artist), track.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot buy an edition of your own track' });
  });

  it('sells no edition of a track made private, taken down by a moderator, or whose artist is suspended', async () => {
    const client = await signedInClient(app, fan);
    const held = await createUser(t.db);
    const tracks = [
      await drop(25, 99, { visibility: 'private' }),
      await drop(25, 99, { removedAt: new Date().toISOString() } as Parameters<typeof createTrack>[1]),
      await drop(25, 99, { userId: held.id }),
    ];
    await t.db
      .updateTable('users')
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', held.id)
      .execute();
    for (const track of tracks) {
      const refused = await purchase(client, track.id);
      expect(refused.statusCode, track.title).toBe(404);
      expect(refused.json()).toEqual({ message: 'Edition not found' });
      expect(await listed(client, track.id)).toBeUndefined();
    }
  });

  it('sells the next edition: reserved at checkout, sold on payment, split 15/85, listed with its number', async () => {
    const track = await drop(25);
    const client = await signedInClient(app, fan);
    const key = newKey();
    const started = await purchase(client, track.id, key);
    expect(started.statusCode).toBe(201);
    const checkout = started.json<Checkout>();
    expect(checkout).toMatchObject({
      amount: 99,
      paymentType: 'nft_purchase',
      status: 'pending',
      currency: 'usd',
    });
    expect(checkout.description).toBe(`Limited edition: ${track.title} by Luna Waves`);
    // Held for this buyer while the payment is pending.
    expect(await listed(client, track.id)).toMatchObject({ sold: 0, available: 24, nextEdition: '2/25' });

    const row = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      payeeId: artist.id,
      feeAmount: 15,
      creatorAmount: 84,
      amount: 99,
      contentId: track.id,
    });

    // A retried request with the same key is the same checkout, not a second edition.
    const again = await purchase(client, track.id, key);
    expect(again.json<Checkout>().transactionId).toBe(checkout.transactionId);
    expect(await listed(client, track.id)).toMatchObject({ available: 24 });

    const paid = await pay(client, checkout);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    expect(await listed(client, track.id)).toMatchObject({
      sold: 1,
      available: 24,
      nextEdition: '2/25',
      ownedByMe: 1,
    });
    const mine = (await client.get('/api/editions/mine')).json<OwnedEditionList>();
    expect(mine.editions[0]).toMatchObject({
      trackId: track.id,
      editionNumber: 1,
      totalSupply: 25,
      label: '1/25',
      price: 99,
    });
    expect((await (await signedInClient(app, other)).get('/api/editions/mine')).json()).toEqual({
      editions: [],
    });
    const inbox = (await client.get('/api/inbox')).json<InboxPage>();
    expect(inbox.messages[0]).toMatchObject({ kind: 'receipt', subject: `Edition #1/25 of ${track.title}` });
    const stored = await t.db
      .selectFrom('tracks')
      .select(['nftAvailableSupply', 'nftEdition'])
      .where('id', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ nftAvailableSupply: 24, nftEdition: '2/25' });
  });

  it('keeps the edition held after a declined card and frees it when the payment is canceled', async () => {
    const track = await drop(25);
    const client = await signedInClient(app, fan);
    const checkout = (await purchase(client, track.id)).json<Checkout>();
    const declined = await pay(client, checkout, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    expect(await listed(client, track.id)).toMatchObject({ available: 24 });
    const canceled = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect(await listed(client, track.id)).toMatchObject({ sold: 0, available: 25, nextEdition: '1/25' });
    // The freed number goes to the next buyer.
    const next = (await purchase(await signedInClient(app, other), track.id)).json<Checkout>();
    await pay(await signedInClient(app, other), next);
    const mine = (
      await (await signedInClient(app, other)).get('/api/editions/mine')
    ).json<OwnedEditionList>();
    expect(mine.editions.find((e) => e.trackId === track.id)?.editionNumber).toBe(1);
  });

  it('frees an expired reservation for the next buyer; its late payment gets the next free number', async () => {
    const track = await drop(2);
    const late = await signedInClient(app, fan);
    const lateCheckout = (await purchase(late, track.id)).json<Checkout>();
    await t.db
      .updateTable('nftEditions')
      .set({ reservedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('transactionId', '=', lateCheckout.transactionId)
      .execute();
    expect(await listed(late, track.id)).toMatchObject({ available: 2, nextEdition: '1/2' });

    const prompt = await signedInClient(app, other);
    const promptCheckout = (await purchase(prompt, track.id)).json<Checkout>();
    await pay(prompt, promptCheckout);
    await pay(late, lateCheckout);
    const numbers = await t.db
      .selectFrom('nftEditions')
      .select(['ownerId', 'editionNumber', 'status'])
      .where('trackId', '=', track.id)
      .orderBy('editionNumber')
      .execute();
    expect(numbers.map((n) => [Number(n.ownerId), Number(n.editionNumber), n.status])).toEqual([
      [other.id, 1, 'sold'],
      [fan.id, 2, 'sold'],
    ]);
    expect(await listed(prompt, track.id)).toMatchObject({ sold: 2, available: 0, nextEdition: null });
    const soldOut = await purchase(
      await signedInClient(app, artist === fan ? other : await createUser(t.db)),
      track.id,
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: 'Sold out' });
  });

  it('refunds a payment that settles after its reservation expired and the drop sold out', async () => {
    const track = await drop(1, 150);
    const lateBuyer = await createUser(t.db);
    const late = await signedInClient(app, lateBuyer);
    const lateCheckout = (await purchase(late, track.id)).json<Checkout>();
    await t.db
      .updateTable('nftEditions')
      .set({ reservedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('transactionId', '=', lateCheckout.transactionId)
      .execute();
    const prompt = await signedInClient(app, other);
    await pay(prompt, (await purchase(prompt, track.id)).json<Checkout>());

    const paid = await pay(late, lateCheckout);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const transaction = () =>
      t.db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', lateCheckout.transactionId)
        .executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await transaction()).status).toBe('refunded'));
    const row = await transaction();
    expect(row).toMatchObject({ creatorAmount: 0, feeAmount: 0 });
    expect((row.metadata as { refund?: { status: string; reason: string } }).refund).toMatchObject({
      status: 'refunded',
      reason: EDITION_SOLD_OUT_REFUND,
    });
    expect((await late.get(`/api/payments/${lateCheckout.transactionId}`)).json()).toMatchObject({
      status: 'refunded',
    });

    const inbox = (await late.get('/api/inbox')).json<InboxPage>();
    expect(inbox.messages.map((m) => m.subject)).toEqual(['Refund issued']);
    expect(inbox.messages[0]!.body).toContain('$1.50');
    expect(inbox.messages[0]!.body).toContain(`Reason: ${EDITION_SOLD_OUT_REFUND}.`);
    const mine = (await late.get('/api/editions/mine')).json<OwnedEditionList>();
    expect(mine.editions.filter((e) => e.trackId === track.id)).toEqual([]);
    expect(await listed(late, track.id)).toMatchObject({ sold: 1, available: 0 });
  });

  it('sells a 25-edition drop to 60 simultaneous buyers: exactly 25, numbered 1 to 25, the rest sold out', async () => {
    const track = await drop(25);
    const buyers = await Promise.all(Array.from({ length: 60 }, () => createUser(t.db)));
    const clients = await Promise.all(buyers.map((b) => signedInClient(app, b)));
    const outcomes = await Promise.all(
      clients.map(async (client) => {
        const started = await purchase(client, track.id);
        if (started.statusCode !== 201)
          return { status: started.statusCode, message: started.json().message };
        const paid = await pay(client, started.json<Checkout>());
        return { status: paid.statusCode, message: paid.json().status as string };
      }),
    );
    const succeeded = outcomes.filter((o) => o.status === 200 && o.message === 'succeeded');
    const soldOut = outcomes.filter((o) => o.status === 409);
    expect(succeeded).toHaveLength(25);
    expect(soldOut).toHaveLength(35);
    expect(new Set(soldOut.map((o) => o.message))).toEqual(new Set(['Sold out']));
    const editions = await t.db
      .selectFrom('nftEditions')
      .select(['editionNumber', 'ownerId', 'status'])
      .where('trackId', '=', track.id)
      .execute();
    expect(editions.map((e) => Number(e.editionNumber)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(editions.every((e) => e.status === 'sold')).toBe(true);
    expect(new Set(editions.map((e) => Number(e.ownerId))).size).toBe(25);
    expect(await listed(clients[0]!, track.id)).toMatchObject({ sold: 25, available: 0, nextEdition: null });
    const payments = await t.db
      .selectFrom('transactions')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('creatorAmount').as('creator'),
      ])
      .where('contentId', '=', track.id)
      .where('paymentType', '=', 'nft_purchase')
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(Number(payments.count)).toBe(25);
    expect(Number(payments.creator)).toBe(25 * 84);
  }, 120_000);
});
