import type { Earnings } from '@common/earnings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../db/values';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { pay } from '../tips/testing';
import { monthStart } from './commands/readEarnings';

describe('monthStart', () => {
  it('is the first instant of the UTC month', () => {
    expect(monthStart(new Date('2026-11-22T13:45:00Z'))).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStart(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01T00:00:00.000Z');
  });
});

describeEachDatabase('earnings API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  /** A payment recorded as another feature (beats, editions) records it, settled or not. */
  async function recordPayment(values: {
    payerId: number;
    payeeId: number;
    type: string;
    amount: number;
    creatorAmount: number;
    status?: string;
    createdAt?: string;
  }) {
    const createdAt = values.createdAt ?? new Date().toISOString();
    await t.db
      .insertInto('transactions')
      .values({
        userId: values.payerId,
        payeeId: values.payeeId,
        paymentType: values.type,
        amount: values.amount,
        feeAmount: values.amount - values.creatorAmount,
        creatorAmount: values.creatorAmount,
        status: values.status ?? 'succeeded',
        provider: 'sandbox',
        metadata: json({}),
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
  }

  it('asks a visitor to sign in', async () => {
    expect((await new TestClient(app).get('/api/me/earnings')).statusCode).toBe(401);
  });

  it('sums exactly the creator share of succeeded payments made to me, by kind and this month', async () => {
    const artist = await createUser(t.db, { displayName: 'Beatsmith' });
    const fan = await createUser(t.db, { displayName: 'Kofi' });
    const other = await createUser(t.db);
    const fanClient = await signedInClient(app, fan);

    await pay(fanClient, '/api/tips', { artistId: artist.id, amount: 10.01 });
    await pay(fanClient, '/api/fan-subscriptions', { artistId: artist.id, interval: 'year' });
    await pay(fanClient, '/api/gifts', { artistId: artist.id, recipientId: other.id });
    await recordPayment({
      payerId: fan.id,
      payeeId: artist.id,
      type: 'beat_purchase',
      amount: 2999,
      creatorAmount: 2549,
    });
    await recordPayment({
      payerId: fan.id,
      payeeId: artist.id,
      type: 'nft_purchase',
      amount: 99,
      creatorAmount: 84,
    });
    await recordPayment({
      payerId: fan.id,
      payeeId: artist.id,
      type: 'course_enrollment',
      amount: 500,
      creatorAmount: 425,
    });
    // Not earnings: unpaid, failed, paid to someone else.
    await recordPayment({
      payerId: fan.id,
      payeeId: artist.id,
      type: 'tip',
      amount: 530,
      creatorAmount: 500,
      status: 'pending',
    });
    await recordPayment({
      payerId: fan.id,
      payeeId: artist.id,
      type: 'tip',
      amount: 530,
      creatorAmount: 500,
      status: 'failed',
    });
    await recordPayment({ payerId: fan.id, payeeId: other.id, type: 'tip', amount: 530, creatorAmount: 500 });
    // Last month's sale counts all time, not this month.
    const lastMonth = new Date(new Date(monthStart()).getTime() - 24 * 60 * 60 * 1000).toISOString();
    await recordPayment({
      payerId: fan.id,
      payeeId: artist.id,
      type: 'beat_purchase',
      amount: 1000,
      creatorAmount: 850,
      createdAt: lastMonth,
    });

    const response = await (await signedInClient(app, artist)).get('/api/me/earnings');
    expect(response.statusCode).toBe(200);
    const earnings = response.json() as Earnings;
    const thisMonth = 1001 + 4249 + 424 + 2549 + 84 + 425;
    expect(earnings.totals).toEqual({ allTime: thisMonth + 850, thisMonth });
    expect(earnings.byType).toEqual({
      tips: 1001,
      fanSubscriptions: 4249 + 424,
      beatSales: 2549 + 850,
      editions: 84,
      courseSales: 425,
    });
    expect(earnings.recent).toHaveLength(7);
    expect(earnings.recent[0]).toMatchObject({ type: 'courseSales', amount: 425, fromName: 'Kofi' });
    expect(earnings.recent.at(-1)).toMatchObject({ type: 'beatSales', amount: 850, createdAt: lastMonth });
    expect(earnings.recent.map((r) => r.description)).toContain('Tip of $10.01');
    // A fan's own spending is not their earnings.
    const fanEarnings = (await fanClient.get('/api/me/earnings')).json() as Earnings;
    expect(fanEarnings.totals).toEqual({ allTime: 0, thisMonth: 0 });
    expect(fanEarnings.recent).toEqual([]);
  });
});
