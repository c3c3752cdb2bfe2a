import type { Earnings } from '@common/earnings';
import type { FanSubscription, MyFanSubscriptions } from '@common/fans';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { newKey, pay, start } from '../tips/testing';
import { addInterval, isPremiumFan } from './membership';

type User = Awaited<ReturnType<typeof createUser>>;

const DAY = 24 * 60 * 60 * 1000;

describe('fan subscription periods', () => {
  it.each([
    ['2026-01-31T10:00:00.000Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'month', '2028-02-29T10:00:00.000Z'],
    ['2026-11-22T12:00:00.000Z', 'month', '2026-12-22T12:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 'month', '2027-01-15T00:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 'year', '2029-02-28T08:00:00.000Z'],
    ['2026-11-22T12:00:00.000Z', 'year', '2027-11-22T12:00:00.000Z'],
  ] as const)('%s plus a %s is %s', (from, interval, to) => {
    expect(addInterval(new Date(from), interval).toISOString()).toBe(to);
  });
});

describeEachDatabase('fan subscriptions and gifts API', (t) => {
  let app: FastifyInstance;
  let artist: User;

  beforeAll(async () => {
    app = await t.buildApp();
    artist = await createUser(t.db, { displayName: 'DJ Nova' });
  });
  afterAll(() => app.close());

  const rowOf = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fanRows = (userId: number) =>
    t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', 'fan')
      .execute();
  const mine = async (client: TestClient) =>
    ((await client.get('/api/fan-subscriptions/mine')).json() as MyFanSubscriptions).subscriptions;
  const monthsAhead = (iso: string, months: number) => {
    const expected = new Date();
    for (let i = 0; i < months; i += 1) expected.setTime(addInterval(expected, 'month').getTime());
    return Math.abs(new Date(iso).getTime() - expected.getTime());
  };

  it('asks a visitor to sign in', async () => {
    const visitor = new TestClient(app);
    const headers = { headers: { 'idempotency-key': newKey() } };
    expect((await visitor.post('/api/fan-subscriptions', { artistId: artist.id }, headers)).statusCode).toBe(
      401,
    );
    expect((await visitor.get('/api/fan-subscriptions/mine')).statusCode).toBe(401);
    expect((await visitor.request('DELETE', '/api/fan-subscriptions/1')).statusCode).toBe(401);
    const gift = await visitor.post('/api/gifts', { artistId: artist.id, recipientId: artist.id }, headers);
    expect(gift.statusCode).toBe(401);
  });

  it('prices Premium Fan on the server: $4.99 a month by default, $49.99 a year, 85% to the artist', async () => {
    const fan = await createUser(t.db);
    const client = await signedInClient(app, fan);
    const monthly = await start(client, '/api/fan-subscriptions', {
      artistId: artist.id,
      amount: 1,
      price: 0,
    });
    expect(monthly.response.statusCode).toBe(200);
    expect(monthly.checkout).toMatchObject({
      amount: 499,
      paymentType: 'fan_subscription',
      description: 'Premium Fan of DJ Nova (monthly)',
    });
    expect(await rowOf(monthly.checkout.transactionId)).toMatchObject({
      payeeId: artist.id,
      amount: 499,
      feeAmount: 75,
      creatorAmount: 424,
    });
    const yearly = await start(client, '/api/fan-subscriptions', { artistId: artist.id, interval: 'year' });
    expect(yearly.checkout).toMatchObject({ amount: 4999, description: 'Premium Fan of DJ Nova (yearly)' });
    expect(await rowOf(yearly.checkout.transactionId)).toMatchObject({ feeAmount: 750, creatorAmount: 4249 });
    // Nothing is granted before the payment settles.
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(false);
  });

  it('refuses an unknown artist (404), yourself (422) and an unknown period (400)', async () => {
    const fan = await createUser(t.db);
    const client = await signedInClient(app, fan);
    const unknown = await start(client, '/api/fan-subscriptions', { artistId: 99_999_999 });
    expect([unknown.response.statusCode, unknown.response.json()]).toEqual([
      404,
      { message: 'Artist not found' },
    ]);
    const self = await start(client, '/api/fan-subscriptions', { artistId: fan.id });
    expect([self.response.statusCode, self.response.json()]).toEqual([
      422,
      { message: 'You cannot subscribe to yourself' },
    ]);
    const weekly = await start(client, '/api/fan-subscriptions', { artistId: artist.id, interval: 'week' });
    expect([weekly.response.statusCode, weekly.response.json()]).toEqual([
      400,
      { message: "Choose 'month' or 'year'" },
    ]);
  });

  it('makes a paying fan a Premium Fan for a month; paying again extends it; cancelling keeps it to the end', async () => {
    const fan = await createUser(t.db, { displayName: 'Maya Verse' });
    const client = await signedInClient(app, fan);
    await pay(client, '/api/fan-subscriptions', { artistId: artist.id, interval: 'month' });
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(true);

    const [first] = await mine(client);
    expect(first).toMatchObject({
      artistId: artist.id,
      artistName: 'DJ Nova',
      interval: 'month',
      status: 'active',
      isActive: true,
      giftedByName: null,
    } satisfies Partial<FanSubscription>);
    expect(monthsAhead(first!.currentPeriodEnd, 1)).toBeLessThan(60_000);
    expect(await fanRows(fan.id)).toMatchObject([{ planId: 'premium_fan', kind: 'fan', status: 'active' }]);

    await pay(client, '/api/fan-subscriptions', { artistId: artist.id, interval: 'month' });
    const [renewed] = await mine(client);
    expect(renewed!.id).toBe(first!.id);
    expect(monthsAhead(renewed!.currentPeriodEnd, 2)).toBeLessThan(60_000);
    expect(await fanRows(fan.id)).toHaveLength(1);

    const stranger = await signedInClient(app, await createUser(t.db));
    const notYours = await stranger.request('DELETE', `/api/fan-subscriptions/${first!.id}`);
    expect([notYours.statusCode, notYours.json()]).toEqual([404, { message: 'Subscription not found' }]);

    const cancelled = await client.request('DELETE', `/api/fan-subscriptions/${first!.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'canceled', isActive: true });
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(true);

    // The paid period ends: the perks end with it.
    await t.db
      .updateTable('subscriptions')
      .set({ currentPeriodEnd: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first!.id)
      .execute();
    expect(await isPremiumFan(t.db, fan.id, artist.id)).toBe(false);
    expect((await mine(client))[0]).toMatchObject({ isActive: false });

    const earnings = (await (await signedInClient(app, artist)).get('/api/me/earnings')).json() as Earnings;
    expect(earnings.byType.fanSubscriptions).toBeGreaterThanOrEqual(848);
  });

  it('a yearly subscription runs a year', async () => {
    const fan = await createUser(t.db);
    const client = await signedInClient(app, fan);
    await pay(client, '/api/fan-subscriptions', { artistId: artist.id, interval: 'year' });
    const [sub] = await mine(client);
    expect(sub).toMatchObject({ interval: 'year', isActive: true });
    // One year step, as the server takes it (twelve month steps drift from the 29th on: Nov 29 -> Feb 28 -> Nov 28).
    const yearAhead = addInterval(new Date(), 'year').getTime();
    expect(Math.abs(new Date(sub!.currentPeriodEnd).getTime() - yearAhead)).toBeLessThan(60_000);
  });

  it('a gift gives the recipient a Premium Fan month, paid by the giver, with an inbox message', async () => {
    const giver = await createUser(t.db, { displayName: 'Selector Sade' });
    const recipient = await createUser(t.db, { displayName: 'Lofi Ollie' });
    const client = await signedInClient(app, giver);
    const { response, checkout } = await start(client, '/api/gifts', {
      artistId: artist.id,
      recipientId: recipient.id,
      roomId: 'room-1763800000000',
      amount: 0.01,
    });
    expect(response.statusCode).toBe(200);
    expect(checkout).toMatchObject({
      amount: 499,
      paymentType: 'gift',
      description: 'Premium Fan month of DJ Nova for Lofi Ollie',
    });
    expect(await rowOf(checkout.transactionId)).toMatchObject({
      userId: giver.id,
      payeeId: artist.id,
      feeAmount: 75,
      creatorAmount: 424,
    });
    expect(await isPremiumFan(t.db, recipient.id, artist.id)).toBe(false);

    await pay(client, '/api/gifts', { artistId: artist.id, recipientId: recipient.id });
    expect(await isPremiumFan(t.db, recipient.id, artist.id)).toBe(true);
    expect(await isPremiumFan(t.db, giver.id, artist.id)).toBe(false);
    expect(await fanRows(recipient.id)).toMatchObject([
      { giftedBy: giver.id, interval: 'month', status: 'active' },
    ]);
    const [sub] = await mine(await signedInClient(app, recipient));
    expect(sub).toMatchObject({ giftedByName: 'Selector Sade', isActive: true });
    expect(monthsAhead(sub!.currentPeriodEnd, 1)).toBeLessThan(60_000);

    const inbox = await t.db
      .selectFrom('inboxMessages')
      .selectAll()
      .where('recipientId', '=', recipient.id)
      .execute();
    expect(inbox.map((m) => [m.kind, m.subject, m.senderId])).toEqual([
      ['gift', 'Selector Sade gave you a Premium Fan month of DJ Nova', giver.id],
    ]);
  });

  it('a gift extends the Premium Fan period the recipient already has', async () => {
    const recipient = await createUser(t.db);
    const giver = await createUser(t.db);
    await pay(await signedInClient(app, recipient), '/api/fan-subscriptions', {
      artistId: artist.id,
      interval: 'year',
    });
    const [before] = await fanRows(recipient.id);
    await pay(await signedInClient(app, giver), '/api/gifts', {
      artistId: artist.id,
      recipientId: recipient.id,
    });
    const [after] = await fanRows(recipient.id);
    expect(after!.id).toBe(before!.id);
    expect(after!.currentPeriodEnd).toBe(
      addInterval(new Date(before!.currentPeriodEnd!), 'month').toISOString(),
    );
    expect(after).toMatchObject({ interval: 'year', giftedBy: giver.id });
    expect(new Date(after!.currentPeriodEnd!).getTime() - Date.now()).toBeGreaterThan(390 * DAY);
  });

  it('refuses a gift to yourself (422), to the artist (422) and to nobody (404)', async () => {
    const giver = await createUser(t.db);
    const client = await signedInClient(app, giver);
    const self = await start(client, '/api/gifts', { artistId: artist.id, recipientId: giver.id });
    expect([self.response.statusCode, self.response.json()]).toEqual([
      422,
      { message: 'You cannot send a gift to yourself' },
    ]);
    const toArtist = await start(client, '/api/gifts', { artistId: artist.id, recipientId: artist.id });
    expect(toArtist.response.statusCode).toBe(422);
    const nobody = await start(client, '/api/gifts', { artistId: artist.id, recipientId: 99_999_999 });
    expect([nobody.response.statusCode, nobody.response.json()]).toEqual([
      404,
      { message: 'Recipient not found' },
    ]);
  });
});
