import type { Checkout } from '@common/payments';
import type { UploadResponse } from '@common/upload';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { startOfUploadMonth } from '../upload/policies';
import { multipart, wavBytes } from '../upload/testAudio';
import { oneMonthAfter } from './fulfilment';

type User = Awaited<ReturnType<typeof createUser>>;

describe('oneMonthAfter', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});

describeEachDatabase('artist plans API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  let sequence = 0;
  async function subscribe(client: TestClient, priceId: string, cardNumber = '4242 4242 4242 4242') {
    sequence += 1;
    const started = await client.post(
      '/api/create-subscription',
      { priceId },
      { headers: { 'idempotency-key': `plan-test-${Date.now()}-${sequence}` } },
    );
    expect(started.statusCode).toBe(200);
    const checkout = started.json() as Checkout;
    const paid = await client.post('/api/payments/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      cardNumber,
      expiry: '12/34',
      cvc: '123',
    });
    return { checkout, paid };
  }

  const plansOf = (userId: number) =>
    t.db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).orderBy('id').execute();

  it('answers 401 with an error field when signed out', async () => {
    const response = await new TestClient(app).post('/api/create-subscription', { priceId: 'price_pro' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Please log in to subscribe to a plan',
      message: 'Please log in to subscribe to a plan',
    });
  });

  it.each([['price_gold'], [''], [undefined], [42]])(
    'answers 400 for an unknown plan (%o)',
    async (priceId) => {
      const client = await signedInClient(app, await createUser(t.db));
      const response = await client.post(
        '/api/create-subscription',
        priceId === undefined ? {} : { priceId },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Unknown plan: choose Artist Basic, Artist Pro or DJ Premium');
    },
  );

  it('answers the client secret with the checkout, at the plan price whatever the client sends', async () => {
    const client = await signedInClient(app, await createUser(t.db));
    const response = await client.post('/api/create-subscription', {
      priceId: 'price_dj',
      amount: 1,
      priceCents: 1,
      currency: 'eur',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clientSecret: expect.stringMatching(/_secret_/),
      amount: 1499,
      currency: 'usd',
      description: 'DJ Premium subscription',
      paymentType: 'subscription',
      planId: 'price_dj',
      status: 'pending',
    });
  });

  it('stores and shows the plan once paid: Artist Pro is verified, for a month', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: null, verified: false });

    const { paid } = await subscribe(client, 'price_pro');
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_pro', verified: true });
    const [plan] = await plansOf(user.id);
    expect(plan).toMatchObject({ kind: 'plan', planId: 'price_pro', status: 'active', interval: 'month' });
    const days = (new Date(plan!.currentPeriodEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('a declined first payment leaves the user without the plan', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const { paid } = await subscribe(client, 'price_pro', '4000 0000 0000 0002');
    expect(paid.statusCode).toBe(402);
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: null, verified: false });
    expect((await plansOf(user.id)).map((p) => p.status)).toEqual(['incomplete']);
  });

  it('changing plan replaces the previous one', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    await subscribe(client, 'price_dj');
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_dj', verified: true });
    await subscribe(client, 'price_basic');
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_basic', verified: false });
    expect((await plansOf(user.id)).map((p) => [p.planId, p.status])).toEqual([
      ['price_dj', 'canceled'],
      ['price_basic', 'active'],
    ]);
  });

  describe('upload limits', () => {
    function upload(client: TestClient) {
      const body = multipart([
        { name: 'audioFile', filename: 'song.wav', contentType: 'audio/wav', data: wavBytes() },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/upload/audio',
        headers: { ...client.jar.header(), ...body.headers },
        payload: body.payload,
      });
    }

    /** Uploads the plan already counted this month (or at `createdAt`). */
    async function recordUses(userId: number, count: number, createdAt = new Date().toISOString()) {
      await t.db
        .insertInto('uploadAllowanceUses')
        .values(Array.from({ length: count }, () => ({ userId, trackId: null, createdAt })))
        .execute();
    }

    async function artistWithTenUploads(priceId: string | null): Promise<{ user: User; client: TestClient }> {
      const user = await createUser(t.db);
      const client = await signedInClient(app, user);
      if (priceId) await subscribe(client, priceId);
      await recordUses(user.id, 10);
      return { user, client };
    }

    async function basicArtist(): Promise<{ user: User; client: TestClient }> {
      const user = await createUser(t.db);
      const client = await signedInClient(app, user);
      await subscribe(client, 'price_basic');
      // Last month's uploads do not count.
      await recordUses(user.id, 3, '2020-01-15T10:00:00.000Z');
      await createTrack(t.db, { userId: user.id, uploadDate: '2020-01-15T10:00:00.000Z' });
      return { user, client };
    }

    const LIMIT_REACHED = {
      message:
        'Your Artist Basic plan includes 10 uploads per month and you have used them all this month. Upgrade to Artist Pro for unlimited uploads.',
    };

    it("refuses Artist Basic's 11th upload of the month, naming the plan's limit", async () => {
      const { user, client } = await basicArtist();
      await recordUses(user.id, 9);
      expect((await upload(client)).statusCode).toBe(201);
      const refused = await upload(client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(LIMIT_REACHED);
    });

    it('counts parallel uploads one by one: only the allowance left is uploaded', async () => {
      const { user, client } = await basicArtist();
      await recordUses(user.id, 8);
      const answers = await Promise.all([upload(client), upload(client), upload(client), upload(client)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 403, 403]);
      for (const refused of answers.filter((a) => a.statusCode === 403)) {
        expect(refused.json()).toEqual(LIMIT_REACHED);
      }
      const tracks = await t.db.selectFrom('tracks').select('id').where('userId', '=', user.id).execute();
      expect(tracks).toHaveLength(3);
    });

    it('does not give an upload back when its track is deleted', async () => {
      const { user, client } = await basicArtist();
      const uploaded: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const response = await upload(client);
        expect(response.statusCode).toBe(201);
        uploaded.push((response.json() as UploadResponse).track.id);
      }
      const deleted = await client.request('DELETE', `/api/tracks/${uploaded[0]}`);
      expect(deleted.statusCode).toBe(204);
      const refused = await upload(client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(LIMIT_REACHED);
      const uses = await t.db
        .selectFrom('uploadAllowanceUses')
        .select('trackId')
        .where('userId', '=', user.id)
        .where('createdAt', '>=', startOfUploadMonth().toISOString())
        .execute();
      expect(uses.map((use) => use.trackId).sort((a, b) => a! - b!)).toEqual(uploaded);
    });

    it.each([['price_pro'], ['price_dj'], [null]])('lets %s upload an 11th track', async (priceId) => {
      const { client } = await artistWithTenUploads(priceId);
      expect((await upload(client)).statusCode).toBe(201);
    });
  });
});
