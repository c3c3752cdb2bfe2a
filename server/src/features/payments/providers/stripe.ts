import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import type { PaymentProvider, ProviderEvent, ProviderPaymentState } from './provider';

type Json = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** The payment intent a client secret belongs to ('pi_123_secret_abc' -> 'pi_123'). */
export function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** Stripe's payment intent status, as a settlement of ours. */
export function stateOfIntent(intent: {
  status?: unknown;
  last_payment_error?: unknown;
}): ProviderPaymentState {
  const message = str(obj(intent.last_payment_error).message);
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', message: null };
    case 'canceled':
      return { status: 'canceled', message };
    default:
      // requires_payment_method (after a decline), requires_action, processing...: still open.
      return { status: 'pending', message };
  }
}

/** Options that point the SDK at another address (a stand-in of Stripe's API in tests). */
function apiAddress(apiUrl: string | null): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Stripe's refund reason codes, as the payer reads them. */
const REFUND_REASONS: Record<string, string> = {
  duplicate: 'Duplicate payment',
  fraudulent: 'The payment was reported as fraudulent',
  requested_by_customer: 'Requested by the buyer',
  default: 'Refunded by Panda Nation support',
};

/** Stripe's dispute reason codes, kept with the dispute's record. */
const DISPUTE_REASONS: Record<string, string> = {
  fraudulent: 'The payer reported the payment as fraudulent',
  product_not_received: 'The payer says the purchase was not received',
  duplicate: 'The payer says the payment was a duplicate',
  subscription_canceled: 'The payer says the subscription was canceled',
  default: "The payer's bank disputed the payment",
};

/** Reads a verified event into what settles a payment or a plan subscription. */
function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const object = obj(event.data.object);
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'payment_intent.processing': {
      const providerId = str(object.id);
      if (!providerId) return { ...base, kind: 'ignored' };
      const state =
        event.type === 'payment_intent.payment_failed'
          ? {
              status: 'pending' as const,
              message: str(obj(object.last_payment_error).message) ?? 'Your card was declined.',
            }
          : stateOfIntent(object);
      return { ...base, kind: 'payment', providerId, state };
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = str(object.id);
      return subscriptionId
        ? { ...base, kind: 'subscription-ended', subscriptionId }
        : { ...base, kind: 'ignored' };
    }
    case 'invoice.paid': {
      if (object.billing_reason !== 'subscription_cycle') return { ...base, kind: 'ignored' };
      const subscriptionId =
        str(obj(obj(object.parent).subscription_details).subscription) ?? str(object.subscription);
      const line = obj((obj(object.lines).data as unknown[] | undefined)?.[0]);
      const end = obj(line.period).end;
      const periodEnd = typeof end === 'number' ? new Date(end * 1000).toISOString() : null;
      return subscriptionId
        ? { ...base, kind: 'subscription-renewed', subscriptionId, periodEnd }
        : { ...base, kind: 'ignored' };
    }
    case 'charge.refunded': {
      const providerId = str(object.payment_intent);
      const amount = object.amount;
      const refundedTotal = object.amount_refunded;
      if (!providerId || typeof amount !== 'number' || typeof refundedTotal !== 'number')
        return { ...base, kind: 'ignored' };
      // Refunds are only listed on the charge when expanded; the latest comes first.
      const latest = obj((obj(object.refunds).data as unknown[] | undefined)?.[0]);
      return {
        ...base,
        kind: 'refund',
        providerId,
        amount,
        refundedTotal,
        refundId: str(latest.id),
        reason: REFUND_REASONS[str(latest.reason) ?? ''] ?? REFUND_REASONS.default!,
      };
    }
    case 'charge.dispute.created': {
      const providerId = str(object.payment_intent);
      const disputeId = str(object.id);
      if (!providerId || !disputeId) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'dispute',
        providerId,
        disputeId,
        reason: DISPUTE_REASONS[str(object.reason) ?? ''] ?? DISPUTE_REASONS.default!,
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/** The API version requests are made with: the one this SDK (stripe 23.1.0) is written for. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Stripe: payment intents for one-off payments, subscriptions for plans, signed webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...apiAddress(config.apiUrl),
  });

  return {
    name: 'stripe',

    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a payment intent without a client secret');
      return { providerId: intent.id, clientSecret: intent.client_secret };
    },

    async createSubscription(input) {
      let customerId = input.customer.customerId;
      if (!customerId) {
        const customer = await stripe.customers.create(
          {
            name: input.customer.name,
            ...(input.customer.email ? { email: input.customer.email } : {}),
            metadata: { userId: String(input.customer.userId) },
          },
          { idempotencyKey: `${input.idempotencyKey}-customer` },
        );
        customerId = customer.id;
      }
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: config.prices[input.planId] }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: input.metadata,
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const invoice = obj(subscription.latest_invoice);
      const clientSecret = str(obj(invoice.confirmation_secret).client_secret);
      if (!clientSecret) throw new Error('Stripe answered a subscription without a payment to confirm');
      return {
        providerId: paymentIntentIdOf(clientSecret),
        clientSecret,
        subscriptionId: subscription.id,
        customerId,
      };
    },

    async retrieve(providerId) {
      return stateOfIntent(await stripe.paymentIntents.retrieve(providerId));
    },

    async cancel(providerId) {
      await stripe.paymentIntents.cancel(providerId);
    },

    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async refund(providerPaymentId, amount, idempotencyKey) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: providerPaymentId, amount },
          { idempotencyKey },
        );
      } catch (error) {
        // An earlier attempt refunded it but its answer was lost: that refund is the one.
        if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'charge_already_refunded')
          throw error;
        const earlier = await stripe.refunds.list({ payment_intent: providerPaymentId, limit: 10 });
        const issued = earlier.data.find((r) => r.status !== 'failed' && r.status !== 'canceled');
        if (!issued) throw error;
        return { refundId: issued.id };
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe answered refund ${refund.id} with status ${refund.status}`);
      }
      return { refundId: refund.id };
    },

    parseWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new Error('No Stripe-Signature header');
      return toProviderEvent(stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret));
    },
  };
}
