import type { PaymentProviderName } from '@common/payments';
import type { PlanId } from '@common/plans';

/** What the provider answers when a payment is opened: its id and the secret the client confirms with. */
export interface ProviderPayment {
  providerId: string;
  clientSecret: string;
}

/** A plan subscription opened with the provider: its first payment, plus the subscription's own ids. */
export interface ProviderSubscription extends ProviderPayment {
  subscriptionId: string | null;
  customerId: string | null;
}

/** Where a payment stands at the provider: pending until it succeeds, fails for good or is canceled. */
export interface ProviderPaymentState {
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** The decline message of the last attempt, if any. */
  message: string | null;
}

/** A verified provider event, reduced to what settles a payment or a subscription. */
export type ProviderEvent =
  | { id: string; type: string; kind: 'payment'; providerId: string; state: ProviderPaymentState }
  | { id: string; type: string; kind: 'subscription-ended'; subscriptionId: string }
  | {
      id: string;
      type: string;
      kind: 'subscription-renewed';
      subscriptionId: string;
      periodEnd: string | null;
    }
  | {
      id: string;
      type: string;
      /** Money given back on a charge (at the provider's dashboard, or a refund of ours). */
      kind: 'refund';
      providerId: string;
      /** Everything refunded on the charge so far, in cents (a partial refund is less than its amount). */
      refundedTotal: number;
      /** The charge's amount, in cents. */
      amount: number;
      refundId: string | null;
      /** Why, in words the payer reads (from the provider's reason code). */
      reason: string;
    }
  | {
      id: string;
      type: string;
      /** The payer's bank disputed the charge. */
      kind: 'dispute';
      providerId: string;
      disputeId: string;
      reason: string;
    }
  | { id: string; type: string; kind: 'ignored' };

export interface CreatePaymentInput {
  /** Cents. */
  amount: number;
  currency: 'usd';
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreateSubscriptionInput {
  planId: PlanId;
  customer: { userId: number; email: string | null; name: string; customerId: string | null };
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A refund the provider has issued (or, for the sandbox, recorded). */
export interface ProviderRefund {
  refundId: string;
}

/** One payment provider: the built-in sandbox or Stripe. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Opens a monthly subscription whose first invoice is paid with the answered client secret. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  retrieve(providerId: string): Promise<ProviderPaymentState>;
  cancel(providerId: string): Promise<void>;
  /** Ends a plan subscription at the provider (when another plan replaces it). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Gives `amount` cents of a succeeded payment back to the payer. The same idempotency key answers the same
   * refund, so a retried call never refunds twice.
   */
  refund(providerPaymentId: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** Verifies a webhook's signature on the raw body and reads it; throws when the signature is wrong. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
