import type { Checkout, PaymentResult } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { loadConfig } from '../../config';
import { createCheckout, type CheckoutRequest } from './checkout';
import { TOO_MANY_CHECKOUTS } from './checkoutLimiter';
import { afterCommit, onPaymentSucceeded, paymentHook } from './fulfilment';
import { paymentSetupWarnings } from './providers/index';
import { metadataOf } from './presenter';
import { checkSandboxCard, NOT_A_TEST_CARD } from './providers/sandboxCards';
import { settlePayment } from './settle';
import { tipProduct } from '../tips/product';

type User = Awaited<ReturnType<typeof createUser>>;

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${(keySequence += 1)}`;

describe('sandbox card checks', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ])('declines %s with "%s"', (cardNumber, message) => {
    expect(checkSandboxCard({ ...GOOD_CARD, cardNumber }, now)).toEqual({ outcome: 'declined', message });
  });

  it.each(['4242424242424242', '5555 5555 5555 4444', '6011 1111 1111 1117'])('accepts %s', (cardNumber) => {
    expect(checkSandboxCard({ ...GOOD_CARD, cardNumber }, now)).toEqual({ outcome: 'succeeded' });
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
    [{ cardNumber: '4111 1111 1111 1111' }, NOT_A_TEST_CARD],
    [{ expiry: '10/26' }, "Your card's expiration date is in the past."],
    [{ expiry: '13/30' }, "Your card's expiration date is invalid."],
    [{ expiry: '1230' }, "Your card's expiration date is incomplete."],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
  ])('refuses %o: %s', (change, message) => {
    expect(() => checkSandboxCard({ ...GOOD_CARD, ...change }, now)).toThrow(message);
  });

  it('accepts the current month as an expiry', () => {
    expect(checkSandboxCard({ ...GOOD_CARD, expiry: '11/26' }, now)).toEqual({ outcome: 'succeeded' });
  });
});

describe('payment set-up warnings at start-up', () => {
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_PRICE_BASIC: 'price_b',
    STRIPE_PRICE_PRO: 'price_p',
    STRIPE_PRICE_DJ: 'price_d',
  };
  it('warns when production takes payments with the sandbox', () => {
    expect(paymentSetupWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([
      'Payments use the sandbox: no real money moves',
    ]);
    expect(paymentSetupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('warns when Stripe has no webhook secret, and not when it has one', () => {
    const [warning, ...others] = paymentSetupWarnings(loadConfig({ NODE_ENV: 'production', ...stripeEnv }));
    expect(warning).toMatch(/^Stripe is configured without STRIPE_WEBHOOK_SECRET/);
    expect(others).toEqual([]);
    const complete = loadConfig({ NODE_ENV: 'production', ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(paymentSetupWarnings(complete)).toEqual([]);
  });
});

describeEachDatabase('payments API (sandbox)', (t) => {
  let app: FastifyInstance;
  let buyer: User;
  let other: User;

  beforeAll(async () => {
    app = await t.buildApp();
    [buyer, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
  });
  afterAll(() => app.close());

  async function startPlan(client: TestClient, priceId = 'price_pro', key = newKey(), extra = {}) {
    const response = await client.post(
      '/api/create-subscription',
      { priceId, ...extra },
      { headers: { 'idempotency-key': key } },
    );
    return { response, checkout: response.json() as Checkout & { planId: string } };
  }

  const confirm = (client: TestClient, clientSecret: string, card: Partial<typeof GOOD_CARD> = {}) =>
    client.post('/api/payments/sandbox/confirm', { clientSecret, ...GOOD_CARD, ...card });

  const transactionsOf = (userId: number) =>
    t.db.selectFrom('transactions').selectAll().where('userId', '=', userId).execute();

  it('says which provider confirms payments', async () => {
    const response = await new TestClient(app).get('/api/payments/config');
    expect(response.json()).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('opens a checkout at the server price, pays it with a test card and reports it succeeded', async () => {
    const client = await signedInClient(app, buyer);
    const { response, checkout } = await startPlan(client, 'price_pro', newKey(), { amount: 1, price: 0.01 });
    expect(response.statusCode).toBe(200);
    expect(checkout).toMatchObject({
      provider: 'sandbox',
      amount: 999,
      currency: 'usd',
      description: 'Artist Pro subscription',
      paymentType: 'subscription',
      status: 'pending',
      planId: 'price_pro',
    });
    expect(checkout.clientSecret).toMatch(/_secret_/);

    const paid = await confirm(client, checkout.clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      transactionId: checkout.transactionId,
      status: 'succeeded',
      paymentType: 'subscription',
      amount: 999,
      message: null,
    } satisfies PaymentResult);

    const status = await client.get(`/api/payments/${checkout.transactionId}`);
    expect(status.json()).toMatchObject({ status: 'succeeded', amount: 999 });
    const row = (await transactionsOf(buyer.id)).find((r) => r.id === checkout.transactionId);
    expect(row).toMatchObject({ amount: 999, currency: 'usd', status: 'succeeded', provider: 'sandbox' });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ])(
    'declines %s with "%s", keeps the payment open, then takes another card',
    async (cardNumber, message) => {
      const client = await signedInClient(app, other);
      const { checkout } = await startPlan(client, 'price_basic');
      const declined = await confirm(client, checkout.clientSecret, { cardNumber });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({ message });
      const status = await client.get(`/api/payments/${checkout.transactionId}`);
      expect(status.json()).toMatchObject({ status: 'pending', message });

      const paid = await confirm(client, checkout.clientSecret);
      expect(paid.json()).toMatchObject({ status: 'succeeded', message: null });
    },
  );

  it('refuses a card number that is not a test card (no real money moves)', async () => {
    const client = await signedInClient(app, buyer);
    const { checkout } = await startPlan(client);
    const response = await confirm(client, checkout.clientSecret, { cardNumber: '4111 1111 1111 1111' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Use a test card number: this sandbox moves no real money.' });
    expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
      status: 'pending',
    });
  });

  it('answers the same checkout for a retried Idempotency-Key: one transaction', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const key = newKey();
    const [first, second] = await Promise.all([
      startPlan(client, 'price_dj', key),
      startPlan(client, 'price_dj', key),
    ]);
    const third = await startPlan(client, 'price_dj', key);
    expect(first.response.statusCode).toBe(200);
    expect(second.checkout).toEqual(first.checkout);
    expect(third.checkout).toEqual(first.checkout);
    expect(await transactionsOf(user.id)).toHaveLength(1);

    const reused = await startPlan(client, 'price_basic', key);
    expect(reused.response.statusCode).toBe(409);
    expect(reused.response.json()).toMatchObject({
      error: 'This Idempotency-Key was already used for a different payment',
    });
  });

  it('charges once when the confirmation is sent twice (even at the same time)', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const { checkout } = await startPlan(client);
    const answers = await Promise.all([
      confirm(client, checkout.clientSecret),
      confirm(client, checkout.clientSecret),
    ]);
    const again = await confirm(client, checkout.clientSecret, { cardNumber: '4000 0000 0000 0002' });
    for (const answer of [...answers, again]) expect(answer.json()).toMatchObject({ status: 'succeeded' });
    const rows = await transactionsOf(user.id);
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    const plans = await t.db.selectFrom('subscriptions').selectAll().where('userId', '=', user.id).execute();
    expect(plans.map((p) => p.status)).toEqual(['active']);
  });

  it('keeps payments private: someone else’s transaction is not found, signed out is 401', async () => {
    const owner = await signedInClient(app, buyer);
    const { checkout } = await startPlan(owner);
    const stranger = await signedInClient(app, other);
    expect((await stranger.get(`/api/payments/${checkout.transactionId}`)).statusCode).toBe(404);
    const stolen = await confirm(stranger, checkout.clientSecret);
    expect(stolen.statusCode).toBe(404);
    expect((await stranger.post(`/api/payments/${checkout.transactionId}/cancel`)).statusCode).toBe(404);
    const anonymous = new TestClient(app);
    expect((await anonymous.get(`/api/payments/${checkout.transactionId}`)).statusCode).toBe(401);
    expect((await confirm(anonymous, checkout.clientSecret)).statusCode).toBe(401);
    expect((await anonymous.get('/api/payments/abc')).statusCode).toBe(401);
  });

  it('cancels a pending payment for its payer; a canceled payment cannot be paid afterwards', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const { checkout } = await startPlan(client);
    const canceled = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    const late = await confirm(client, checkout.clientSecret);
    expect(late.json()).toMatchObject({ status: 'canceled' });
    const me = await client.get('/api/user');
    expect(me.json()).toMatchObject({ planId: null, verified: false });
  });

  it('refuses an unknown secret and malformed input with clear messages', async () => {
    const client = await signedInClient(app, buyer);
    const unknown = await confirm(client, 'sbx_pi_nothing_secret_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Payment not found' });
    const missing = await client.post('/api/payments/sandbox/confirm', { cardNumber: '4242' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'A client secret is required' });
  });

  it('refuses webhooks while Stripe is not configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
  it('answers 404 for payment ids that cannot exist (beyond the id range, not a number)', async () => {
    const client = await signedInClient(app, buyer);
    for (const id of ['2147483648', '99999999999999999999', '1e30', 'abc', '-1', '0']) {
      const read = await client.get(`/api/payments/${id}`);
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toEqual({ message: 'Payment not found' });
      const cancel = await client.post(`/api/payments/${id}/cancel`);
      expect(cancel.statusCode, id).toBe(404);
      expect(cancel.json()).toEqual({ message: 'Payment not found' });
    }
  });

  it('limits how many payments a user starts per minute (429 with Retry-After); retries are free', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const first = await startPlan(client, 'price_basic', 'limit-test-first');
    expect(first.response.statusCode).toBe(200);
    for (let i = 1; i < 30; i += 1) {
      expect((await startPlan(client, 'price_basic')).response.statusCode).toBe(200);
    }
    const refused = await startPlan(client, 'price_basic');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json()).toEqual({ error: TOO_MANY_CHECKOUTS, message: TOO_MANY_CHECKOUTS });
    expect(TOO_MANY_CHECKOUTS).toBe('Too many payment attempts. Please wait a minute and try again.');
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The same Idempotency-Key answers the checkout it opened: not a new attempt.
    const retried = await startPlan(client, 'price_basic', 'limit-test-first');
    expect(retried.response.statusCode).toBe(200);
    expect(retried.checkout.transactionId).toBe(first.checkout.transactionId);
    // Someone else is not slowed down.
    expect((await startPlan(await signedInClient(app, other), 'price_basic')).response.statusCode).toBe(200);
    await expect(
      createCheckout(app.ctx, { ...tip(user, newKey()), payeeId: other.id }),
    ).rejects.toMatchObject({ statusCode: 429, message: TOO_MANY_CHECKOUTS });
  });

  function tip(user: User, idempotencyKey: string): CheckoutRequest {
    return {
      user,
      product: tipProduct,
      amount: 530,
      description: 'Tip for a test artist',
      idempotencyKey,
      payeeId: other.id,
      feeAmount: 30,
      creatorAmount: 500,
      contentType: 'artist',
      contentId: other.id,
      metadata: { label: 'Tip of $5.00', tip: 500, nested: { b: 2, a: [1, 'x'] } },
    };
  }

  it('answers 409 when a key is reused for another payee, content or metadata; the same request replays', async () => {
    const user = await createUser(t.db);
    const key = newKey();
    const original = tip(user, key);
    const first = await createCheckout(app.ctx, original);
    // The same request (keys in another order) answers the same checkout.
    const again = await createCheckout(app.ctx, {
      ...original,
      metadata: { nested: { a: [1, 'x'], b: 2 }, tip: 500, label: 'Tip of $5.00' },
    });
    expect(again).toEqual(first);
    // A replay that names only the type and amount still answers it.
    const bare = await createCheckout(app.ctx, {
      user,
      product: tipProduct,
      amount: 530,
      description: 'Tip for a test artist',
      idempotencyKey: key,
    });
    expect(bare.transactionId).toBe(first.transactionId);
    for (const change of [
      { payeeId: buyer.id },
      { contentType: 'track' },
      { contentId: buyer.id },
      { metadata: { ...original.metadata, tip: 400 } },
      { metadata: { ...original.metadata, nested: { a: [1, 'y'], b: 2 } } },
    ]) {
      await expect(createCheckout(app.ctx, { ...original, ...change })).rejects.toMatchObject({
        statusCode: 409,
        message: 'This Idempotency-Key was already used for a different payment',
      });
    }
    expect(await transactionsOf(user.id)).toHaveLength(1);
  });

  it('keeps a random provider idempotency key with each payment', async () => {
    const user = await createUser(t.db);
    const a = await createCheckout(app.ctx, tip(user, newKey()));
    const b = await createCheckout(app.ctx, tip(user, newKey()));
    const keys = (await transactionsOf(user.id))
      .filter((row) => row.id === a.transactionId || row.id === b.transactionId)
      .map((row) => metadataOf(row).providerIdempotencyKey);
    expect(keys).toHaveLength(2);
    for (const k of keys) expect(k).toMatch(/^pn-[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('does not bring back a plan that was canceled before its payment settled', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const previous = await startPlan(client, 'price_dj');
    await confirm(client, previous.checkout.clientSecret);
    const { checkout } = await startPlan(client, 'price_pro');
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'canceled' })
      .where('transactionId', '=', checkout.transactionId)
      .execute();
    const paid = await confirm(client, checkout.clientSecret);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const plans = await t.db
      .selectFrom('subscriptions')
      .select(['planId', 'status'])
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(plans).toEqual([
      { planId: 'price_dj', status: 'active' },
      { planId: 'price_pro', status: 'canceled' },
    ]);
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_dj' });
  });

  describe('work after a settlement commits', () => {
    const featureHook = paymentHook('tip', 'succeeded');
    afterAll(() => {
      if (featureHook) onPaymentSucceeded('tip', featureHook);
    });

    it('runs once the settling transaction has committed, and never when it rolls back', async () => {
      const seen: { transactionId: number; status: string | undefined }[] = [];
      onPaymentSucceeded('tip', async (trx, payment) => {
        afterCommit(trx, async () => {
          const row = await t.db
            .selectFrom('transactions')
            .select('status')
            .where('id', '=', payment.id)
            .executeTakeFirst();
          seen.push({ transactionId: payment.id, status: row?.status });
        });
        if (metadataOf(payment).fail) {
          throw new Error('fulfilment failed');
        }
      });
      const user = await createUser(t.db);
      const failing = await createCheckout(app.ctx, {
        ...tip(user, newKey()),
        metadata: { fail: true },
      });
      await expect(
        settlePayment(app.ctx, { transactionId: failing.transactionId }, { status: 'succeeded' }),
      ).rejects.toThrow('fulfilment failed');
      const ok = await createCheckout(app.ctx, tip(user, newKey()));
      await settlePayment(app.ctx, { transactionId: ok.transactionId }, { status: 'succeeded' });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([{ transactionId: ok.transactionId, status: 'succeeded' }]);
      const failed = (await transactionsOf(user.id)).find((r) => r.id === failing.transactionId);
      expect(failed?.status).toBe('pending');
    });
  });
});
