import type { Library } from '@common/beatbank';
import type { Checkout, EarningsWithRefunds } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { refundRecordOf } from './commands/refundPayment';
import { DISPUTE_KEY, ORIGINAL_SHARES_KEY, PARTIAL_REFUND_KEY } from './endPurchase';
import { metadataOf } from './presenter';
import { PROVIDER_UNAVAILABLE } from './providers/index';
import { REFUND_SWEEP_INTERVAL_MS, retryDueRefunds } from './refunds';
import { FakeStripe } from './testing/fakeStripe';

type User = Awaited<ReturnType<typeof createUser>>;

let keySequence = 0;
const newKey = () => `refund-webhook-${Date.now()}-${(keySequence += 1)}`;

describeEachDatabase('refunds and disputes with Stripe (local fake, signed webhooks)', (t) => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;
  let producer: User;

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    app = await t.buildApp({}, stripe.env(apiUrl));
    producer = await createUser(t.db, { displayName: 'Stripe Producer' });
  });
  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  const transaction = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();
  const intentOf = (checkout: Checkout) => checkout.clientSecret.split('_secret_')[0]!;

  function deliver(delivery: { payload: string; signature: string }, signature = delivery.signature) {
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: delivery.payload,
    });
  }

  /** A beat sale paid at Stripe and settled by its webhook. */
  async function soldBeat(buyerClient: TestClient, options: { settle?: boolean } = {}) {
    const beat = await createTrack(t.db, {
      userId: producer.id,
      producer: 'Stripe Producer',
      title: `Stripe Beat ${Math.random().toString(36).slice(2, 7)}`,
      price: 1000,
    } as Parameters<typeof createTrack>[1]);
    const put = await buyerClient.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
    expect(put.statusCode, put.body).toBe(200);
    const started = await buyerClient.post(
      '/api/cart/checkout',
      {},
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json<Checkout>();
    const succeeded = stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(checkout)) });
    if (options.settle !== false) expect((await deliver(succeeded)).statusCode).toBe(200);
    return { beat, checkout, succeeded };
  }

  async function library(client: TestClient) {
    return (await client.get('/api/library')).json<Library>().items.map((item) => item.beat.id);
  }

  async function recent(client: TestClient, id: number) {
    const earnings = (await client.get('/api/me/earnings')).json<EarningsWithRefunds>();
    return earnings.recent.find((item) => item.id === id);
  }

  it('a creator refund that Stripe refuses stays due; asking again refunds once', async () => {
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(app, buyer);
    const producerClient = await signedInClient(app, producer);
    const { beat, checkout } = await soldBeat(buyerClient);
    const quiet = vi.spyOn(app.ctx.log, 'error').mockImplementation(() => undefined);
    stripe.failures.set('POST /v1/refunds', { status: 400, message: 'Refunds are paused on this account' });
    const due = await producerClient.post(`/api/payments/${checkout.transactionId}/refund`, {
      reason: 'Oops',
    });
    quiet.mockRestore();
    expect(due.statusCode).toBe(202);
    expect(due.json()).toMatchObject({ status: 'due', reason: 'Oops' });
    expect(due.body).not.toContain('paused');
    // Owed back: nobody earns from it, the buyer keeps the licence until the money has moved.
    expect(await transaction(checkout.transactionId)).toMatchObject({
      status: 'succeeded',
      creatorAmount: 0,
    });
    expect(await recent(producerClient, checkout.transactionId)).toMatchObject({ state: 'refund-due' });
    expect(await library(buyerClient)).toContain(beat.id);

    const retried = await producerClient.post(`/api/payments/${checkout.transactionId}/refund`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'refunded', amount: 1000, reason: 'Oops' });
    expect(await library(buyerClient)).not.toContain(beat.id);
    const row = await transaction(checkout.transactionId);
    expect(refundRecordOf(row)).toMatchObject({ status: 'refunded', requestedBy: 'creator', attempts: 2 });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intentOf(checkout))).toHaveLength(
      1,
    );

    // Stripe's webhook about this very refund changes nothing more.
    const before = (await inboxOf(buyer.id)).length;
    const echo = stripe.event('charge.refunded', stripe.charge(intentOf(checkout)));
    expect((await deliver(echo)).json()).toEqual({ received: true, duplicate: false });
    expect((await inboxOf(buyer.id)).length).toBe(before);
    expect((await inboxOf(producer.id)).map((m) => m.subject)).not.toContain('A payment to you was refunded');
  });

  it('a refund due because Stripe was down is issued by the sweep, which ends the purchase', async () => {
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(app, buyer);
    const producerClient = await signedInClient(app, producer);
    const { beat, checkout } = await soldBeat(buyerClient);
    const quiet = vi.spyOn(app.ctx.log, 'error').mockImplementation(() => undefined);
    stripe.down = true;
    try {
      const due = await producerClient.post(`/api/payments/${checkout.transactionId}/refund`, {});
      expect(due.statusCode).toBe(202);
      expect(due.body).not.toContain(PROVIDER_UNAVAILABLE);
    } finally {
      stripe.down = false;
      quiet.mockRestore();
    }
    const later = new Date(Date.now() + REFUND_SWEEP_INTERVAL_MS + 1000);
    expect(await retryDueRefunds(app.ctx, { now: later })).toBeGreaterThanOrEqual(1);
    expect((await transaction(checkout.transactionId)).status).toBe('refunded');
    expect(await library(buyerClient)).not.toContain(beat.id);
    expect((await inboxOf(buyer.id)).at(-1)!.body).toContain('Reason: Refunded by the producer.');
  });

  it('charge.refunded in full (Stripe dashboard) ends the purchase and tells buyer and creator', async () => {
    const buyer = await createUser(t.db, { displayName: 'Dashboard Buyer' });
    const buyerClient = await signedInClient(app, buyer);
    const producerClient = await signedInClient(app, producer);
    const { beat, checkout } = await soldBeat(buyerClient);
    stripe.refundAtDashboard(intentOf(checkout));
    const event = stripe.event('charge.refunded', stripe.charge(intentOf(checkout)));
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await transaction(checkout.transactionId)).toMatchObject({ status: 'refunded', creatorAmount: 0 });
    expect(await library(buyerClient)).not.toContain(beat.id);
    expect(await recent(producerClient, checkout.transactionId)).toMatchObject({ state: 'refunded' });

    // Delivered again: nothing more.
    const replays = await Promise.all([deliver(event), deliver(event)]);
    for (const replay of replays) expect(replay.json()).toEqual({ received: true, duplicate: true });
    const buyerMessages = (await inboxOf(buyer.id)).filter((m) => m.subject === 'Refund issued');
    expect(buyerMessages).toHaveLength(1);
    expect(buyerMessages[0]!.body).toContain('Reason: Requested by the buyer.');
    expect(buyerMessages[0]!.body).toContain('is revoked');
    const creatorMessages = (await inboxOf(producer.id)).filter(
      (m) => m.subject === 'A payment to you was refunded' && m.body.includes(beat.title),
    );
    expect(creatorMessages).toHaveLength(1);
    expect(creatorMessages[0]!.body).toContain("Dashboard Buyer's payment of $10.00");
    expect(creatorMessages[0]!.body).toContain('Your share of $8.50 no longer counts');
  });

  it('a partial refund only adjusts the money; later and repeated events are harmless', async () => {
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(app, buyer);
    const { beat, checkout } = await soldBeat(buyerClient);
    const intentId = intentOf(checkout);
    stripe.refundAtDashboard(intentId, 200);
    const partial = stripe.event('charge.refunded', stripe.charge(intentId));
    stripe.refundAtDashboard(intentId, 300);
    const more = stripe.event('charge.refunded', stripe.charge(intentId));

    // The second partial refund arrives first; the first one, late, changes nothing.
    expect((await deliver(more)).statusCode).toBe(200);
    expect((await deliver(partial)).statusCode).toBe(200);
    const row = await transaction(checkout.transactionId);
    // 1000 paid, 500 refunded: the shares of 850 and 150 are halved.
    expect(row).toMatchObject({ status: 'succeeded', creatorAmount: 425, feeAmount: 75 });
    expect(metadataOf(row)[PARTIAL_REFUND_KEY]).toMatchObject({ amount: 500 });
    expect(metadataOf(row)[ORIGINAL_SHARES_KEY]).toEqual({ feeAmount: 150, creatorAmount: 850 });
    expect(await library(buyerClient)).toContain(beat.id);
    const messages = (await inboxOf(buyer.id)).filter((m) => m.subject === 'Partial refund issued');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toBe(
      `$5.00 of your payment of $10.00 for Standard License: ${beat.title} by Stripe Producer has been refunded. What you bought stays yours.`,
    );

    // The rest refunded: the purchase ends.
    stripe.refundAtDashboard(intentId);
    expect((await deliver(stripe.event('charge.refunded', stripe.charge(intentId)))).statusCode).toBe(200);
    expect(await transaction(checkout.transactionId)).toMatchObject({ status: 'refunded', creatorAmount: 0 });
    expect(await library(buyerClient)).not.toContain(beat.id);
    const last = (await inboxOf(buyer.id)).at(-1)!;
    expect(last.subject).toBe('Refund issued');
    expect(last.body).toContain('The remaining $5.00 of your payment of $10.00');
  });

  it('a dispute ends the purchase and holds the creator share back; a refund afterwards settles it', async () => {
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(app, buyer);
    const producerClient = await signedInClient(app, producer);
    const { beat, checkout } = await soldBeat(buyerClient);
    const intentId = intentOf(checkout);
    const dispute = stripe.event('charge.dispute.created', stripe.dispute(intentId));
    expect((await deliver(dispute)).statusCode).toBe(200);
    const row = await transaction(checkout.transactionId);
    expect(row).toMatchObject({ status: 'disputed', creatorAmount: 0, feeAmount: 0 });
    expect(metadataOf(row)[DISPUTE_KEY]).toMatchObject({ status: 'open', heldCreatorAmount: 850 });
    expect(await library(buyerClient)).not.toContain(beat.id);
    expect(await recent(producerClient, checkout.transactionId)).toMatchObject({
      state: 'disputed',
      refundableUntil: null,
    });
    const refused = await producerClient.post(`/api/payments/${checkout.transactionId}/refund`, {});
    expect(refused.statusCode).toBe(409);
    expect((await inboxOf(buyer.id)).map((m) => m.subject)).toContain('Payment disputed');
    expect((await inboxOf(producer.id)).map((m) => m.subject)).toContain('A payment to you is disputed');

    // Delivered twice, then a refund: disputed -> refunded, the purchase is not ended twice.
    expect((await deliver(dispute)).json()).toMatchObject({ duplicate: true });
    stripe.refundAtDashboard(intentId);
    expect((await deliver(stripe.event('charge.refunded', stripe.charge(intentId)))).statusCode).toBe(200);
    expect((await transaction(checkout.transactionId)).status).toBe('refunded');
    const producerMessages = (await inboxOf(producer.id)).filter((m) => m.body.includes(beat.title));
    expect(producerMessages.map((m) => m.subject)).not.toContain('A payment to you was refunded');
    // A dispute arriving after the refund changes nothing.
    const late = stripe.event('charge.dispute.created', stripe.dispute(intentId));
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await transaction(checkout.transactionId)).status).toBe('refunded');
  });

  it('a refund that arrives before the payment succeeded event settles, then ends the purchase', async () => {
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(app, buyer);
    const { beat, checkout, succeeded } = await soldBeat(buyerClient, { settle: false });
    expect((await transaction(checkout.transactionId)).status).toBe('pending');
    stripe.refundAtDashboard(intentOf(checkout));
    expect(
      (await deliver(stripe.event('charge.refunded', stripe.charge(intentOf(checkout))))).statusCode,
    ).toBe(200);
    expect((await transaction(checkout.transactionId)).status).toBe('refunded');
    // The late success changes nothing: the licence written by the settlement stays revoked.
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await transaction(checkout.transactionId)).status).toBe('refunded');
    expect(await library(buyerClient)).not.toContain(beat.id);
    const licences = await t.db.selectFrom('licences').selectAll().where('trackId', '=', beat.id).execute();
    expect(licences).toHaveLength(1);
  });

  it("a refunded plan payment reverts the user's plan and cancels its Stripe subscription", async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const started = await client.post(
      '/api/create-subscription',
      { priceId: 'price_pro' },
      { headers: { 'idempotency-key': newKey() } },
    );
    const checkout = started.json<Checkout>();
    await deliver(stripe.event('payment_intent.succeeded', { ...stripe.succeed(intentOf(checkout)) }));
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: 'price_pro', verified: true });
    // Not a creator's sale: nobody may refund it from the dashboard.
    expect((await client.post(`/api/payments/${checkout.transactionId}/refund`, {})).statusCode).toBe(403);

    stripe.refundAtDashboard(intentOf(checkout));
    expect(
      (await deliver(stripe.event('charge.refunded', stripe.charge(intentOf(checkout))))).statusCode,
    ).toBe(200);
    expect((await client.get('/api/user')).json()).toMatchObject({ planId: null, verified: false });
    const plan = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('transactionId', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(plan.status).toBe('canceled');
    await vi.waitFor(() =>
      expect(stripe.subscriptions.get(plan.providerSubscriptionId!)!.status).toBe('canceled'),
    );
    const message = (await inboxOf(user.id)).find((m) => m.subject === 'Refund issued')!;
    expect(message.body).toContain('Your Artist Pro plan has ended.');
  });

  it('refuses refund and dispute events whose signature does not match (400), changing nothing', async () => {
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(app, buyer);
    const { beat, checkout } = await soldBeat(buyerClient);
    const intentId = intentOf(checkout);
    const forgedRefund = stripe.event(
      'charge.refunded',
      { ...stripe.charge(intentId), amount_refunded: 1000, refunded: true },
      { secret: 'whsec_wrong' },
    );
    const genuine = stripe.event('charge.dispute.created', stripe.dispute(intentId));
    const tampered = {
      payload: genuine.payload.replace('fraudulent', 'duplicate'),
      signature: genuine.signature,
    };
    for (const response of [
      await deliver(forgedRefund),
      await deliver(tampered),
      await deliver(genuine, ''),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Webhook signature verification failed' });
    }
    expect((await transaction(checkout.transactionId)).status).toBe('succeeded');
    expect(await library(buyerClient)).toContain(beat.id);
  });
});
