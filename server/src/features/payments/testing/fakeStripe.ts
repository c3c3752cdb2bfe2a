import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
}

const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Reads Stripe's form encoding (a[b]=1&c[0]=x) into nested objects and lists. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Json;
    });
  }
  return root;
}

/**
 * A local stand-in of the parts of Stripe's HTTP API the server uses (payment intents, customers,
 * subscriptions, refunds), with Stripe's idempotency-key replay. Tests drive payments with succeed() and decline(),
 * and sign webhook bodies with event().
 */
export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  /** Refunds issued, by id. */
  readonly refunds = new Map<string, { id: string; amount: number; payment_intent: string }>();
  /** Reason codes of refunds made at the dashboard, by refund id. */
  private readonly refundReasons = new Map<string, string>();
  /** Every request, as 'METHOD /path'. */
  readonly requests: string[] = [];
  /** Every request with the headers that matter: its idempotency key and the API version asked for. */
  readonly received: { request: string; idempotencyKey: string | null; stripeVersion: string | null }[] = [];
  /** Answered instead of the usual reply for requests whose 'METHOD /path' matches (then removed). */
  readonly failures = new Map<string, { status: number; message: string }>();
  /** While true, every request answers 500 (Stripe unavailable). */
  down = false;
  /** Payment intents that pay a subscription's invoice. */
  private readonly invoiceIntents = new Set<string>();
  private readonly replies = new Map<string, { status: number; body: Json }>();
  private server: http.Server | null = null;
  readonly webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  private readonly signer = new Stripe('sk_test_fake');

  /** Starts listening on a free local port; answers the API address (STRIPE_API_URL). */
  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const key = request.headers['idempotency-key'];
        const version = request.headers['stripe-version'];
        this.received.push({
          request: `${request.method} ${(request.url ?? '/').split('?')[0]}`,
          idempotencyKey: typeof key === 'string' ? key : null,
          stripeVersion: typeof version === 'string' ? version : null,
        });
        const replayKey = typeof key === 'string' ? `${request.method} ${request.url} ${key}` : null;
        const replay = replayKey ? this.replies.get(replayKey) : undefined;
        const answer =
          replay ?? this.handle(request.method ?? 'GET', request.url ?? '/', parseStripeForm(body));
        if (replayKey && !replay) this.replies.set(replayKey, answer);
        response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points the app at this fake. */
  env(apiUrl: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_BASIC: 'price_fake_basic',
      STRIPE_PRICE_PRO: 'price_fake_pro',
      STRIPE_PRICE_DJ: 'price_fake_dj',
      STRIPE_API_URL: apiUrl,
    };
  }

  private openIntent(
    amount: number,
    currency: string,
    description: string | null,
    metadata: Json,
  ): FakeIntent {
    const intentId = id('pi');
    const intent: FakeIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      description,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: metadata as Record<string, string>,
      last_payment_error: null,
    };
    this.intents.set(intentId, intent);
    return intent;
  }

  private handle(method: string, url: string, form: Json): { status: number; body: Json } {
    const path = url.split('?')[0]!;
    this.requests.push(`${method} ${path}`);
    if (this.down) return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } };
    const failure = this.failures.get(`${method} ${path}`);
    if (failure) {
      this.failures.delete(`${method} ${path}`);
      return {
        status: failure.status,
        body: { error: { type: 'invalid_request_error', message: failure.message } },
      };
    }
    const notFound = {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such path: ${path}` } },
    };
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent = this.openIntent(
        Number(form.amount),
        String(form.currency),
        (form.description as string) ?? null,
        (form.metadata as Json) ?? {},
      );
      return { status: 200, body: { ...intent } };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = this.intents.get(match[1]!);
      return intent ? { status: 200, body: { ...intent } } : notFound;
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const intent = this.intents.get(match[1]!);
      if (!intent) return notFound;
      // Stripe refuses to cancel the payment of a subscription's invoice directly.
      if (this.invoiceIntents.has(intent.id)) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `You cannot cancel this PaymentIntent because it has an invoice (${intent.id}).`,
            },
          },
        };
      }
      intent.status = 'canceled';
      return { status: 200, body: { ...intent } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(String(form.payment_intent));
      if (!intent) return notFound;
      const refusal = (message: string, code?: string) => ({
        status: 400,
        body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
      });
      if (intent.status !== 'succeeded') {
        return refusal(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
      }
      const refunded = [...this.refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
      if (refunded >= intent.amount) {
        return refusal(`Charge for ${intent.id} has already been refunded.`, 'charge_already_refunded');
      }
      if (amount > intent.amount - refunded) {
        return refusal(`Refund amount is greater than the unrefunded amount on the charge.`);
      }
      const refund = { id: id('re'), amount, payment_intent: intent.id };
      this.refunds.set(refund.id, refund);
      return {
        status: 200,
        body: { ...refund, object: 'refund', currency: intent.currency, status: 'succeeded' },
      };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const intentId = new URLSearchParams(url.split('?')[1] ?? '').get('payment_intent');
      const data = [...this.refunds.values()]
        .filter((refund) => refund.payment_intent === intentId)
        .map((refund) => ({ ...refund, object: 'refund', status: 'succeeded' }));
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', ...form };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const items = form.items as Record<string, { price: string }> | undefined;
      const price = items?.['0']?.price;
      const amount = { price_fake_basic: 499, price_fake_pro: 999, price_fake_dj: 1499 }[price ?? ''];
      if (!amount || !this.customers.has(String(form.customer))) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such price or customer' } },
        };
      }
      const intent = this.openIntent(amount, 'usd', 'Subscription creation', {});
      this.invoiceIntents.add(intent.id);
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: form.customer,
        status: 'incomplete',
        items: { object: 'list', data: [{ price: { id: price } }] },
        payment_behavior: form.payment_behavior,
        metadata: form.metadata ?? {},
        latest_invoice: {
          id: id('in'),
          object: 'invoice',
          confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
        },
      };
      this.subscriptions.set(subscription.id, subscription);
      return { status: 200, body: subscription };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription) return notFound;
      subscription.status = 'canceled';
      // An incomplete subscription's first invoice is voided with it, and its payment canceled.
      const secret = obj(obj(subscription.latest_invoice).confirmation_secret).client_secret;
      const intent = typeof secret === 'string' ? this.intents.get(secret.split('_secret_')[0]!) : undefined;
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
      return { status: 200, body: subscription };
    }
    return notFound;
  }

  /** The payer's card succeeded (what the Payment Element's confirmation does at Stripe). */
  succeed(intentId: string): FakeIntent {
    const intent = this.intents.get(intentId)!;
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    return { ...intent };
  }

  /** The payer's card was declined: the intent waits for another payment method. */
  decline(intentId: string, message = 'Your card was declined.'): FakeIntent {
    const intent = this.intents.get(intentId)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message, code: 'card_declined' };
    return { ...intent };
  }

  /** A refund made at Stripe's dashboard: the whole rest of the charge, or `amount` cents of it. */
  refundAtDashboard(intentId: string, amount?: number, reason = 'requested_by_customer') {
    const intent = this.intents.get(intentId)!;
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const refund = { id: id('re'), amount: amount ?? intent.amount - refunded, payment_intent: intentId };
    this.refunds.set(refund.id, refund);
    this.refundReasons.set(refund.id, reason);
    return refund;
  }

  /** The charge of a succeeded payment intent as Stripe sends it in charge.* events (refunds expanded). */
  charge(intentId: string): Json {
    const intent = this.intents.get(intentId)!;
    const refunds = [...this.refunds.values()].filter((refund) => refund.payment_intent === intentId);
    const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
    return {
      id: `ch_${intentId.slice(3)}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunded,
      currency: intent.currency,
      payment_intent: intentId,
      paid: true,
      refunded: refunded >= intent.amount,
      status: 'succeeded',
      refunds: {
        object: 'list',
        data: refunds.reverse().map((refund) => ({
          ...refund,
          object: 'refund',
          status: 'succeeded',
          reason: this.refundReasons.get(refund.id) ?? null,
        })),
      },
    };
  }

  /** A dispute the payer's bank opened on a payment intent's charge (for charge.dispute.created). */
  dispute(intentId: string, reason = 'fraudulent'): Json {
    const intent = this.intents.get(intentId)!;
    return {
      id: id('dp'),
      object: 'dispute',
      amount: intent.amount,
      charge: `ch_${intentId.slice(3)}`,
      currency: intent.currency,
      payment_intent: intentId,
      reason,
      status: 'needs_response',
    };
  }

  /** A webhook delivery: the event body and its Stripe-Signature header (signed with `secret`). */
  event(
    type: string,
    object: Json,
    options: { id?: string; secret?: string } = {},
  ): { payload: string; signature: string; id: string } {
    const eventId = options.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
    });
    return { payload, signature, id: eventId };
  }
}
