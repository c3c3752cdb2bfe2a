import type { PaymentResult } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createCheckout } from './checkout';
import { REFUND_MESSAGES, refundPayment, refundRecordOf } from './commands/refundPayment';
import { onPaymentSucceeded, paymentHook } from './fulfilment';
import { PROVIDER_KEY_KEY, metadataOf } from './presenter';
import {
  REFUND_MAX_ATTEMPTS,
  REFUND_SWEEP_INTERVAL_MS,
  refundWhenCommitted,
  retryDueRefunds,
} from './refunds';
import { settlePayment } from './settle';
import { FakeStripe } from './testing/fakeStripe';
import { tipProduct } from '../tips/product';

type User = Awaited<ReturnType<typeof createUser>>;

let keySequence = 0;
const newKey = () => `refund-test-${Date.now()}-${(keySequence += 1)}`;

const tip = (user: User, payee: User) => ({
  user,
  product: tipProduct,
  amount: 530,
  description: 'Tip for Refund Artist',
  idempotencyKey: newKey(),
  payeeId: payee.id,
  feeAmount: 30,
  creatorAmount: 500,
});

describeEachDatabase('refunds with the sandbox', (t) => {
  let app: FastifyInstance;
  let artist: User;

  beforeAll(async () => {
    app = await t.buildApp();
    artist = await createUser(t.db);
  });
  afterAll(async () => {
    await app.close();
  });

  const transaction = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();

  async function paidTip(payer: User): Promise<number> {
    const checkout = await createCheckout(app.ctx, tip(payer, artist));
    await settlePayment(app.ctx, { transactionId: checkout.transactionId }, { status: 'succeeded' });
    return checkout.transactionId;
  }

  it('refunds a succeeded payment once: refunded status, no earnings, a receipt to the payer', async () => {
    const payer = await createUser(t.db);
    const id = await paidTip(payer);
    const first = await refundPayment(app.ctx, id, 'The artist cancelled the session');
    expect(first).toMatchObject({
      transactionId: id,
      status: 'refunded',
      amount: 530,
      reason: 'The artist cancelled the session',
    });
    expect(first.refundId).toMatch(/^sbx_re_/);

    const row = await transaction(id);
    expect(row).toMatchObject({ status: 'refunded', feeAmount: 0, creatorAmount: 0 });
    expect(refundRecordOf(row)).toMatchObject({
      status: 'refunded',
      reason: 'The artist cancelled the session',
      refundId: first.refundId,
    });

    // A second call answers the same refund and tells the payer nothing new.
    expect(await refundPayment(app.ctx, id, 'Asked again')).toEqual(first);
    const inbox = await inboxOf(payer.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ kind: 'receipt', subject: 'Refund issued', senderId: null });
    expect(inbox[0]!.body).toContain('$5.30');
    expect(inbox[0]!.body).toContain('Tip for Refund Artist');
    expect(inbox[0]!.body).toContain('Reason: The artist cancelled the session.');

    // The payer reads the payment as refunded.
    const client = await signedInClient(app, payer);
    const read = (await client.get(`/api/payments/${id}`)).json() as PaymentResult;
    expect(read).toMatchObject({ transactionId: id, status: 'refunded', amount: 530 });
  });

  it('refunds once when two refunds of one payment run at the same time', async () => {
    const payer = await createUser(t.db);
    const id = await paidTip(payer);
    const outcomes = await Promise.all([
      refundPayment(app.ctx, id, 'Duplicate request'),
      refundPayment(app.ctx, id, 'Duplicate request'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['refunded', 'refunded']);
    expect(outcomes[0]!.refundId).toBe(outcomes[1]!.refundId);
    expect(await inboxOf(payer.id)).toHaveLength(1);
  });

  it('refuses payments that did not succeed (409) and unknown payments (404)', async () => {
    const payer = await createUser(t.db);
    const pending = await createCheckout(app.ctx, tip(payer, artist));
    await expect(refundPayment(app.ctx, pending.transactionId, 'No')).rejects.toMatchObject({
      statusCode: 409,
      message: REFUND_MESSAGES.notRefundable,
    });
    await settlePayment(
      app.ctx,
      { transactionId: pending.transactionId },
      { status: 'canceled', message: null },
    );
    await expect(refundPayment(app.ctx, pending.transactionId, 'No')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await transaction(pending.transactionId)).status).toBe('canceled');
    await expect(refundPayment(app.ctx, 99_999_999, 'No')).rejects.toMatchObject({ statusCode: 404 });
    expect(await inboxOf(payer.id)).toEqual([]);
  });

  describe('from a fulfilment hook', () => {
    const featureHook = paymentHook('tip', 'succeeded');
    afterAll(() => {
      if (featureHook) onPaymentSucceeded('tip', featureHook);
    });

    it('refunds after the settling transaction commits, never when it rolls back', async () => {
      onPaymentSucceeded('tip', async (trx, payment) => {
        refundWhenCommitted(trx, payment.id, 'Nothing left to deliver');
        if (metadataOf(payment).fail) throw new Error('fulfilment failed');
      });
      const payer = await createUser(t.db);
      const failing = await createCheckout(app.ctx, { ...tip(payer, artist), metadata: { fail: true } });
      await expect(
        settlePayment(app.ctx, { transactionId: failing.transactionId }, { status: 'succeeded' }),
      ).rejects.toThrow('fulfilment failed');
      const ok = await createCheckout(app.ctx, tip(payer, artist));
      const settled = await settlePayment(
        app.ctx,
        { transactionId: ok.transactionId },
        { status: 'succeeded' },
      );
      // The payer's answer is the settlement; the refund follows it.
      expect(settled?.status).toBe('succeeded');
      await vi.waitFor(async () => expect((await transaction(ok.transactionId)).status).toBe('refunded'));
      expect((await transaction(failing.transactionId)).status).toBe('pending');
      const inbox = await inboxOf(payer.id);
      expect(inbox.map((m) => m.subject)).toEqual(['Refund issued']);
      expect(inbox[0]!.body).toContain('Reason: Nothing left to deliver.');
    });
  });
});

describeEachDatabase('refunds with Stripe (local fake of its API)', (t) => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;
  let artist: User;
  let apiUrl: string;

  beforeAll(async () => {
    apiUrl = await stripe.start();
    app = await t.buildApp({}, stripe.env(apiUrl));
    artist = await createUser(t.db);
  });
  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  const transaction = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).execute();
  const refuseNextRefund = () =>
    stripe.failures.set('POST /v1/refunds', { status: 400, message: 'Refunds are paused on this account' });

  async function paidTip(payer: User): Promise<number> {
    const checkout = await createCheckout(app.ctx, tip(payer, artist));
    stripe.succeed(checkout.clientSecret.split('_secret_')[0]!);
    await settlePayment(app.ctx, { transactionId: checkout.transactionId }, { status: 'succeeded' });
    return checkout.transactionId;
  }

  it("refunds the payment intent's full amount at Stripe with a key kept with the payment", async () => {
    const payer = await createUser(t.db);
    const id = await paidTip(payer);
    const before = stripe.received.length;
    const outcome = await refundPayment(app.ctx, id, 'Sold out');
    expect(outcome.status).toBe('refunded');
    const row = await transaction(id);
    const refund = stripe.refunds.get(outcome.refundId!);
    expect(refund).toEqual({ id: outcome.refundId, amount: 530, payment_intent: row.stripePaymentIntentId });
    const calls = stripe.received.slice(before).filter((r) => r.request === 'POST /v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`${String(metadataOf(row)[PROVIDER_KEY_KEY])}-refund-1`);
    expect(row).toMatchObject({ status: 'refunded', creatorAmount: 0, feeAmount: 0 });
    expect((await inboxOf(payer.id)).map((m) => m.subject)).toEqual(['Refund issued']);
  });

  it('keeps the refund due when Stripe fails, and the sweep issues it later, once', async () => {
    const payer = await createUser(t.db);
    const id = await paidTip(payer);
    const errors = vi.spyOn(app.ctx.log, 'error');
    refuseNextRefund();
    const outcome = await refundPayment(app.ctx, id, 'Sold out');
    expect(outcome).toMatchObject({ status: 'due', refundId: null });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ transactionId: id }),
      'refund not issued by the provider: it stays due',
    );
    errors.mockRestore();
    const due = await transaction(id);
    expect(due).toMatchObject({ status: 'succeeded', creatorAmount: 0, feeAmount: 0 });
    expect(refundRecordOf(due)).toMatchObject({ status: 'due', reason: 'Sold out', attempts: 1 });
    expect(await inboxOf(payer.id)).toEqual([]);

    // A sweep right away waits for the retry interval; a later one refunds.
    expect(await retryDueRefunds(app.ctx)).toBe(0);
    const later = new Date(Date.now() + REFUND_SWEEP_INTERVAL_MS + 1000);
    expect(await retryDueRefunds(app.ctx, { now: later })).toBe(1);
    expect((await transaction(id)).status).toBe('refunded');
    expect(await retryDueRefunds(app.ctx, { now: later })).toBe(0);
    expect((await inboxOf(payer.id)).map((m) => m.subject)).toEqual(['Refund issued']);
    expect(
      [...stripe.refunds.values()].filter((r) => r.payment_intent === due.stripePaymentIntentId),
    ).toHaveLength(1);
  });

  it('records the refund an earlier attempt issued when its answer was lost', async () => {
    const payer = await createUser(t.db);
    const id = await paidTip(payer);
    const row = await transaction(id);
    const earlier = await fetch(`${apiUrl}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `payment_intent=${row.stripePaymentIntentId}&amount=530`,
    });
    const issued = (await earlier.json()) as { id: string };
    const outcome = await refundPayment(app.ctx, id, 'Sold out');
    expect(outcome).toMatchObject({ status: 'refunded', refundId: issued.id });
    expect(
      [...stripe.refunds.values()].filter((r) => r.payment_intent === row.stripePaymentIntentId),
    ).toHaveLength(1);
  });

  it(`stops retrying a refund after ${REFUND_MAX_ATTEMPTS} failed attempts`, async () => {
    const payer = await createUser(t.db);
    const id = await paidTip(payer);
    const quiet = vi.spyOn(app.ctx.log, 'error').mockImplementation(() => undefined);
    try {
      refuseNextRefund();
      await refundPayment(app.ctx, id, 'Sold out');
      let now = Date.now();
      for (let i = 1; i < REFUND_MAX_ATTEMPTS; i += 1) {
        now += REFUND_SWEEP_INTERVAL_MS + 1000;
        refuseNextRefund();
        expect(await retryDueRefunds(app.ctx, { now: new Date(now) })).toBe(0);
      }
      stripe.failures.clear();
      expect(refundRecordOf(await transaction(id))?.attempts).toBe(REFUND_MAX_ATTEMPTS);
      now += REFUND_SWEEP_INTERVAL_MS + 1000;
      expect(await retryDueRefunds(app.ctx, { now: new Date(now) })).toBe(0);
      expect((await transaction(id)).status).toBe('succeeded');
    } finally {
      quiet.mockRestore();
    }
  });
});
