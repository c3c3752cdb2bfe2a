import type { Earnings } from '@common/earnings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTipAmount, tipSummary } from '@common/tips';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { confirm, DECLINED_CARD, newKey, pay, start } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describe('tip amounts', () => {
  it('adds the flat $0.30 fee to the tip', () => {
    expect(tipSummary(5)).toEqual({ tip: 500, fee: 30, total: 530 });
    expect(tipSummary(0.1 + 0.2)).toEqual({ tip: 30, fee: 30, total: 60 });
    expect(tipSummary(19.99)).toEqual({ tip: 1999, fee: 30, total: 2029 });
  });

  it.each([
    ['12.5', 12.5],
    [' 7 ', 7],
    ['1000', 1000],
    ['0.01', 0.01],
  ])('accepts the custom amount %j', (text, value) => {
    expect(parseTipAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '0', '-5', '1000.01', '1.234'])('refuses the custom amount %j', (text) => {
    expect(parseTipAmount(text)).toBeNull();
  });
});

describeEachDatabase('tips API', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let fan: User;

  beforeAll(async () => {
    app = await t.buildApp();
    artist = await createUser(t.db, { displayName: 'Luna Waves' });
    fan = await createUser(t.db, { displayName: 'Kofi Rhythm' });
  });
  afterAll(() => app.close());

  const rowOf = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();

  it('asks a visitor to sign in', async () => {
    const response = await new TestClient(app).post(
      '/api/tips',
      { artistId: artist.id, amount: 5 },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an artist who does not exist and 422 for a tip to yourself', async () => {
    const client = await signedInClient(app, fan);
    const unknown = await start(client, '/api/tips', { artistId: 99_999_999, amount: 5 });
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json()).toEqual({ message: 'Artist not found' });
    const self = await start(client, '/api/tips', { artistId: fan.id, amount: 5 });
    expect(self.response.statusCode).toBe(422);
    expect(self.response.json()).toEqual({ message: 'You cannot tip yourself' });
  });

  it('tips for a track the fan can open, never for a private or taken-down one', async () => {
    const client = await signedInClient(app, fan);
    const open = await createTrack(t.db, { userId: artist.id });
    const ok = await start(client, '/api/tips', { artistId: artist.id, amount: 5, trackId: open.id });
    expect(ok.response.statusCode, ok.response.body).toBe(200);
    for (const extra of [{ visibility: 'private' as const }, { removedAt: new Date().toISOString() }]) {
      const track = await createTrack(t.db, { userId: artist.id, ...extra } as Parameters<
        typeof createTrack
      >[1]);
      const { response } = await start(client, '/api/tips', {
        artistId: artist.id,
        amount: 5,
        trackId: track.id,
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(404);
      expect(response.json()).toEqual({ message: 'Track not found' });
    }
  });

  it.each([
    [0, 'The tip must be more than $0.00'],
    [-3, 'The tip must be more than $0.00'],
    [1000.01, 'The largest tip is $1000.00'],
    [2.345, 'A tip has at most two decimals'],
    ['5', 'Enter a tip amount'],
  ])('refuses the amount %j: %s', async (amount, message) => {
    const client = await signedInClient(app, fan);
    const { response } = await start(client, '/api/tips', { artistId: artist.id, amount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('needs an Idempotency-Key', async () => {
    const client = await signedInClient(app, fan);
    const response = await client.post('/api/tips', { artistId: artist.id, amount: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'An Idempotency-Key header is required to start a payment' });
  });

  it('computes the fee and total on the server, ignoring what the client sends', async () => {
    const client = await signedInClient(app, fan);
    const { response, checkout } = await start(client, '/api/tips', {
      artistId: artist.id,
      amount: 12.34,
      fee: 0,
      feeAmount: 0,
      total: 0.01,
      creatorAmount: 999_999,
    });
    expect(response.statusCode).toBe(200);
    expect(checkout).toMatchObject({
      amount: 1264,
      currency: 'usd',
      description: 'Tip for Luna Waves',
      paymentType: 'tip',
      status: 'pending',
    });
    expect(await rowOf(checkout.transactionId)).toMatchObject({
      userId: fan.id,
      payeeId: artist.id,
      amount: 1264,
      feeAmount: 30,
      creatorAmount: 1234,
      paymentType: 'tip',
      status: 'pending',
    });
  });

  it('answers the same checkout to a retried request: one transaction, even after it is paid', async () => {
    const client = await signedInClient(app, fan);
    const key = newKey();
    const body = { artistId: artist.id, amount: 20 };
    const first = await start(client, '/api/tips', body, key);
    const second = await start(client, '/api/tips', body, key);
    expect(second.checkout.transactionId).toBe(first.checkout.transactionId);
    expect((await confirm(client, first.checkout)).json()).toMatchObject({ status: 'succeeded' });
    const third = await start(client, '/api/tips', body, key);
    expect(third.checkout).toMatchObject({
      transactionId: first.checkout.transactionId,
      status: 'succeeded',
    });
    const rows = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('userId', '=', fan.id)
      .where('idempotencyKey', '=', key)
      .execute();
    expect(rows).toHaveLength(1);
    const tipped = (await inboxOf(artist.id)).filter((m) => m.subject === 'Kofi Rhythm tipped you $20.00');
    expect(tipped).toHaveLength(1);
  });

  it('answers one checkout to the same request sent twice at once', async () => {
    const client = await signedInClient(app, fan);
    const key = newKey();
    const body = { artistId: artist.id, amount: 3 };
    const [a, b] = await Promise.all([
      start(client, '/api/tips', body, key),
      start(client, '/api/tips', body, key),
    ]);
    expect([a.response.statusCode, b.response.statusCode]).toEqual([200, 200]);
    expect(b.checkout.transactionId).toBe(a.checkout.transactionId);
    expect(b.checkout.clientSecret).toBe(a.checkout.clientSecret);
  });

  it('pays the artist the whole tip: earnings and an inbox message', async () => {
    const newArtist = await createUser(t.db, { displayName: 'Echo Engineer' });
    const artistClient = await signedInClient(app, newArtist);
    const before = (await artistClient.get('/api/me/earnings')).json() as Earnings;
    expect(before.totals).toEqual({ allTime: 0, thisMonth: 0 });

    const client = await signedInClient(app, fan);
    const track = await t.db
      .insertInto('tracks')
      .values({
        userId: newArtist.id,
        title: 'Night Drive',
        artist: 'Echo Engineer',
        audioUrl: '/audio/night-drive.wav',
        status: 'published',
        visibility: 'public',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await pay(client, '/api/tips', { artistId: newArtist.id, amount: 5, trackId: track.id });
    await pay(client, '/api/tips', { artistId: newArtist.id, amount: 7.5, roomId: 'room-1763800000000' });

    const earnings = (await artistClient.get('/api/me/earnings')).json() as Earnings;
    expect(earnings.totals).toEqual({ allTime: 1250, thisMonth: 1250 });
    expect(earnings.byType).toEqual({
      tips: 1250,
      fanSubscriptions: 0,
      beatSales: 0,
      editions: 0,
      courseSales: 0,
    });
    expect(earnings.recent.map((r) => [r.amount, r.fromName, r.type])).toEqual([
      [750, 'Kofi Rhythm', 'tips'],
      [500, 'Kofi Rhythm', 'tips'],
    ]);

    const inbox = await inboxOf(newArtist.id);
    expect(inbox.map((m) => [m.kind, m.subject, m.senderId])).toEqual([
      ['receipt', 'Kofi Rhythm tipped you $5.00', fan.id],
      ['receipt', 'Kofi Rhythm tipped you $7.50', fan.id],
    ]);
    expect(inbox[0]!.body).toContain('“Night Drive”');
    expect(inbox[1]!.body).toContain('in a listening party');
  });

  it('records nothing for the artist while the card is declined', async () => {
    const newArtist = await createUser(t.db);
    const client = await signedInClient(app, fan);
    const { checkout } = await start(client, '/api/tips', { artistId: newArtist.id, amount: 50 });
    const declined = await confirm(client, checkout, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    expect(await inboxOf(newArtist.id)).toEqual([]);
    const earnings = (
      await (await signedInClient(app, newArtist)).get('/api/me/earnings')
    ).json() as Earnings;
    expect(earnings.totals.allTime).toBe(0);
  });

  it('with card payments through Stripe, refuses a tip whose total is under the $0.50 card minimum', async () => {
    const stripeApp = await t.buildApp({
      stripe: {
        secretKey: 'sk_test_unused',
        publishableKey: 'pk_test_unused',
        webhookSecret: null,
        prices: { price_basic: 'price_b', price_pro: 'price_p', price_dj: 'price_d' },
        apiUrl: 'http://127.0.0.1:9',
      },
    });
    const client = await signedInClient(stripeApp, fan);
    const { response } = await start(client, '/api/tips', { artistId: artist.id, amount: 0.19 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The smallest tip paid by card is $0.20 (card payments start at $0.50, fee included)',
    });
    const sandbox = await start(await signedInClient(app, fan), '/api/tips', {
      artistId: artist.id,
      amount: 0.19,
    });
    expect(sandbox.checkout.amount).toBe(49);
  });

  it("refuses a track that is not the artist's public track", async () => {
    const other = await createUser(t.db);
    const track = await t.db
      .insertInto('tracks')
      .values({ userId: other.id, title: 'Elsewhere', artist: 'x', audioUrl: '/a.wav', status: 'published' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await signedInClient(app, fan);
    const { response } = await start(client, '/api/tips', {
      artistId: artist.id,
      amount: 5,
      trackId: track.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Track not found' });
  });
});
