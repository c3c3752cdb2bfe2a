import type { Checkout } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createCheckout } from './checkout';
import { PROVIDER_READ_INTERVAL_MS } from './commands/readPayment';
import { metadataOf } from './presenter';
import { PROVIDER_UNAVAILABLE } from './providers/index';
import { FakeStripe } from './testing/fakeStripe';
import { tipProduct } from '../tips/product';

describeEachDatabase('payments with Stripe (local fake of its API, signed webhooks)', (t) => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    app = await t.buildApp({}, stripe.env(apiUrl));
  });
  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  let sequence = 0;
  const key = () => `stripe-test-${Date.now()}-${(sequence += 1)}`;

  async function startPlan(client: TestClient, priceId = 'price_pro'): Promise<Checkout> {
    const response = await client.post(
      '/api/create-subscription',
      { priceId },
      { headers: { 'idempotency-key': key() } },
    );
    expect(response.statusCode).toBe(200);
    return response.json() as Checkout;
  }

  const intentOf = (checkout: Checkout) => checkout.clientSecret.split('_secret_')[0]!;

  function deliver(delivery: { payload: string; signature: string }, signature = delivery.signature) {
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: delivery.payload,
    });
  }

  const tipRequest = (user: { id: number; username: string; email: string | null }) => ({
    user,
    product: tipProduct,
    amount: 530,
    description: 'Tip for a test artist',
    idempotencyKey: key(),
    feeAmount: 30,
    creatorAmount: 500,
  });

  const transaction = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('tells the client to confirm with Stripe, with the publishable key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('opens a plan as a Stripe customer and incomplete subscription paid by its first invoice', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client, 'price_dj');
    expect(checkout).toMatchObject({ provider: 'stripe', amount: 1499, status: 'pending' });
    const intent = stripe.intents.get(intentOf(checkout))!;
    expect(intent.amount).toBe(1499);
    const row = await transaction(checkout.transactionId);
    expect(row).toMatchObject({ provider: 'stripe', stripePaymentIntentId: intent.id, status: 'pending' });
    const stored = await t.db
      .selectFrom('users')
      .select('stripeCustomerId')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stripe.customers.has(stored.stripeCustomerId!)).toBe(true);
    const plan = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('transactionId', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(stripe.subscriptions.get(plan.providerSubscriptionId!)).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: { data: [{ price: { id: 'price_fake_dj' } }] },
    });
    // The sandbox's own confirmation does not exist with Stripe.
    const sandbox = await client.post('/api/payments/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('settles a payment from a signed webhook, once, however often it is delivered', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client);
    const delivery = stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(checkout)) });

    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_pro', verified: true });

    const replays = await Promise.all([deliver(delivery), deliver(delivery)]);
    for (const replay of replays) expect(replay.json()).toEqual({ received: true, duplicate: true });
    const events = await t.db.selectFrom('paymentEvents').selectAll().where('id', '=', delivery.id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.processedAt).toBeTruthy();
    const plans = await t.db.selectFrom('subscriptions').selectAll().where('userId', '=', user.id).execute();
    expect(plans.map((p) => p.status)).toEqual(['active']);
  });

  it('refuses a webhook whose signature does not match the raw body (400)', async () => {
    const user = await createUser(t.db);
    const checkout = await startPlan(await signedInClient(app, user));
    const genuine = stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(checkout)) });
    const forged = stripe.event(
      'payment_intent.succeeded',
      { ...stripe.succeed(intentOf(checkout)) },
      { secret: 'whsec_wrong' },
    );
    const tampered = {
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
      signature: genuine.signature,
    };
    // Same JSON, other bytes: the signature covers the exact body.
    const reformatted = {
      payload: JSON.stringify(JSON.parse(genuine.payload), null, 2),
      signature: genuine.signature,
    };
    for (const response of [
      await deliver(forged),
      await deliver(tampered),
      await deliver(reformatted),
      await deliver(genuine, ''),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Webhook signature verification failed' });
    }
    expect((await transaction(checkout.transactionId)).status).toBe('pending');
  });

  it('stays succeeded when late processing or failure events arrive after success', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client);
    const intentId = intentOf(checkout);
    const succeeded = stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentId) });
    const lateFailure = stripe.event('payment_intent.payment_failed', {
      ...stripe.intents.get(intentId)!,
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const lateProcessing = stripe.event('payment_intent.processing', {
      ...stripe.intents.get(intentId)!,
      status: 'processing',
    });
    const lateCancel = stripe.event('payment_intent.canceled', {
      ...stripe.intents.get(intentId)!,
      status: 'canceled',
    });
    await deliver(succeeded);
    for (const late of [lateFailure, lateProcessing, lateCancel])
      expect((await deliver(late)).statusCode).toBe(200);
    expect(await transaction(checkout.transactionId)).toMatchObject({
      status: 'succeeded',
      failureMessage: null,
    });
    expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
      status: 'succeeded',
    });
  });

  it('records a decline as a message on the open payment; a later success still settles it', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client, 'price_basic');
    const intentId = intentOf(checkout);
    await deliver(
      stripe.event('payment_intent.payment_failed', {
        ...stripe.decline(intentId, 'Your card has insufficient funds.'),
      }),
    );
    expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
      status: 'pending',
      message: 'Your card has insufficient funds.',
    });
    await deliver(stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentId) }));
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_basic', verified: false });
  });

  it('reads a pending payment from Stripe when its webhook has not arrived', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client);
    stripe.succeed(intentOf(checkout));
    expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
      status: 'succeeded',
    });
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_pro' });
    // The webhook arriving afterwards changes nothing.
    const late = await deliver(
      stripe.event('payment_intent.succeeded', { ...stripe.intents.get(intentOf(checkout))! }),
    );
    expect(late.statusCode).toBe(200);
  });

  it('cancels a plan payment by canceling its incomplete subscription (Stripe refuses the intent)', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client);
    const canceled = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    const plan = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('transactionId', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(plan.status).toBe('canceled');
    expect(stripe.subscriptions.get(plan.providerSubscriptionId!)!.status).toBe('canceled');
    expect(stripe.intents.get(intentOf(checkout))!.status).toBe('canceled');
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: null });
  });

  it('cancels a one-off payment intent when the payer gives up', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await createCheckout(app.ctx, tipRequest(user));
    const canceled = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect(stripe.intents.get(intentOf(checkout))!.status).toBe('canceled');
  });

  it("answers 502 without Stripe's own text when a cancellation fails; the payment stays open", async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await createCheckout(app.ctx, tipRequest(user));
    const path = `/v1/payment_intents/${intentOf(checkout)}/cancel`;
    stripe.failures.set(`POST ${path}`, { status: 400, message: 'No such payment_intent: pi_secret_detail' });
    const refused = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: PROVIDER_UNAVAILABLE });
    stripe.down = true;
    try {
      const down = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ message: PROVIDER_UNAVAILABLE });
    } finally {
      stripe.down = false;
    }
    expect((await transaction(checkout.transactionId)).status).toBe('pending');
    const retried = await client.post(`/api/payments/${checkout.transactionId}/cancel`);
    expect(retried.json()).toMatchObject({ status: 'canceled' });
  });

  it('asks Stripe about a polled pending payment at most once every 3 seconds', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await createCheckout(app.ctx, tipRequest(user));
    const reads = () =>
      stripe.requests.filter((r) => r === `GET /v1/payment_intents/${intentOf(checkout)}`).length;
    for (let i = 0; i < 5; i += 1) {
      expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
        status: 'pending',
      });
    }
    expect(reads()).toBe(1);
    stripe.succeed(intentOf(checkout));
    // Within the interval the stored state is answered.
    expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
      status: 'pending',
    });
    const later = Date.now() + PROVIDER_READ_INTERVAL_MS + 100;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await client.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
        status: 'succeeded',
      });
    } finally {
      clock.mockRestore();
    }
    expect(reads()).toBe(2);
  });

  it('logs only the reason of a refused webhook, never its body', async () => {
    const warn = vi.spyOn(app.ctx.log, 'warn');
    try {
      const forged = stripe.event(
        'payment_intent.succeeded',
        { id: 'pi_forged', object: 'payment_intent', description: 'private-detail-4242' },
        { secret: 'whsec_wrong' },
      );
      expect((await deliver(forged)).statusCode).toBe(400);
      expect(warn).toHaveBeenCalled();
      // Buffers are read back as text, as a log shipper would show them.
      const logged = JSON.stringify(warn.mock.calls, (_key, value: unknown) => {
        const buffer = value as { type?: unknown; data?: unknown };
        return buffer && buffer.type === 'Buffer' && Array.isArray(buffer.data)
          ? Buffer.from(buffer.data as number[]).toString()
          : value;
      });
      expect(logged).toContain('No signatures found matching the expected signature');
      expect(logged).not.toContain('private-detail-4242');
      expect(logged).not.toContain(forged.signature);
    } finally {
      warn.mockRestore();
    }
  });

  it('calls Stripe with a random idempotency key kept with the payment, and the pinned API version', async () => {
    const user = await createUser(t.db);
    const checkout = await createCheckout(app.ctx, tipRequest(user));
    const row = await transaction(checkout.transactionId);
    const stored = metadataOf(row).providerIdempotencyKey as string;
    expect(stored).toMatch(/^pn-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const opened = stripe.received.filter((r) => r.request === 'POST /v1/payment_intents').at(-1)!;
    expect(opened.idempotencyKey).toBe(stored);
    expect(opened.idempotencyKey).not.toBe(`pn-transaction-${row.id}`);
    expect(opened.stripeVersion).toBe('2026-10-28.endive');
  });

  it('activates a paid plan and cancels the replaced one at Stripe after the switch is committed', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const first = await startPlan(client, 'price_pro');
    await deliver(stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(first)) }));
    const second = await startPlan(client, 'price_basic');
    await deliver(stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(second)) }));
    const plans = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(plans.map((p) => [p.planId, p.status])).toEqual([
      ['price_pro', 'canceled'],
      ['price_basic', 'active'],
    ]);
    await vi.waitFor(() =>
      expect(stripe.subscriptions.get(plans[0]!.providerSubscriptionId!)!.status).toBe('canceled'),
    );
    expect(stripe.subscriptions.get(plans[1]!.providerSubscriptionId!)!.status).toBe('incomplete');
  });

  it('ends the plan when Stripe ends its subscription', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client);
    await deliver(stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(checkout)) }));
    const plan = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('transactionId', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    await deliver(
      stripe.event('customer.subscription.deleted', {
        id: plan.providerSubscriptionId,
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: null, verified: false });
  });

  it('opens one-off payments as payment intents, one per Idempotency-Key', async () => {
    const user = await createUser(t.db);
    const request = {
      user,
      product: tipProduct,
      amount: 530,
      description: 'Tip for a test artist',
      idempotencyKey: key(),
      feeAmount: 30,
      creatorAmount: 500,
    };
    const before = stripe.intents.size;
    const [first, second] = await Promise.all([
      createCheckout(app.ctx, request),
      createCheckout(app.ctx, request),
    ]);
    expect(second).toEqual(first);
    expect(stripe.intents.size).toBe(before + 1);
    expect(stripe.intents.get(intentOf(first))).toMatchObject({
      amount: 530,
      currency: 'usd',
      description: 'Tip for a test artist',
      metadata: { transactionId: String(first.transactionId), paymentType: 'tip' },
    });
  });

  it('answers 502 with an error field when Stripe is unavailable, and records the payment as failed', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    stripe.down = true;
    try {
      const headers = { 'idempotency-key': key() };
      const first = await client.post('/api/create-subscription', { priceId: 'price_pro' }, { headers });
      expect(first.statusCode).toBe(502);
      expect(first.json()).toMatchObject({
        error: 'The payment provider is not available right now. Please try again.',
      });
      const retried = await client.post('/api/create-subscription', { priceId: 'price_pro' }, { headers });
      expect(retried.statusCode).toBe(502);
    } finally {
      stripe.down = false;
    }
    const rows = await t.db.selectFrom('transactions').selectAll().where('userId', '=', user.id).execute();
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    const plans = await t.db.selectFrom('subscriptions').selectAll().where('userId', '=', user.id).execute();
    expect(plans.map((p) => p.status)).toEqual(['canceled']);
  });

  it('moves the plan period on when a renewal invoice is paid', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const checkout = await startPlan(client);
    await deliver(stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(checkout)) }));
    const plan = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('transactionId', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    const periodEnd = Math.floor(Date.UTC(2027, 1, 22) / 1000);
    const renewal = stripe.event('invoice.paid', {
      id: 'in_renewal',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: plan.providerSubscriptionId } },
      lines: { data: [{ period: { start: periodEnd - 2_419_200, end: periodEnd } }] },
    });
    expect((await deliver(renewal)).statusCode).toBe(200);
    const renewed = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(new Date(renewed.currentPeriodEnd!).toISOString()).toBe('2027-02-22T00:00:00.000Z');
    expect(renewed.status).toBe('active');
  });
  it("never shows a provider error's own text, even one carrying a 4xx status", async () => {
    const probe = await t.buildApp({}, stripe.env('http://127.0.0.1:9'));
    probe.get('/api/test/provider-error', async () => {
      throw new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        message: 'No such customer: cus_private_detail',
        statusCode: 400,
      });
    });
    probe.get('/api/test/card-error', async () => {
      throw new Stripe.errors.StripeCardError({
        type: 'card_error',
        message: 'Card pm_private_detail was declined',
        statusCode: 402,
      });
    });
    const refused = await probe.inject({ method: 'GET', url: '/api/test/provider-error' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The request could not be processed' });
    const declined = await probe.inject({ method: 'GET', url: '/api/test/card-error' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).not.toContain('private_detail');
    // Fastify's own errors still say what is wrong.
    const badJson = await probe.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: { 'content-type': 'application/json' },
      payload: '{"clientSecret":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'Request body is not valid JSON' });
  });
});
