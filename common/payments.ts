/**
 * The payment contract shared by every paid feature (plans, tips, fan subscriptions, gifts, beats,
 * editions, the matchmaker's collaboration setup fee, course enrolments). Amounts travel in cents and are
 * computed on the server only; the client shows what the server answered.
 *
 * The flow: a feature's endpoint (e.g. POST /api/tips) computes the amount and answers a `Checkout`;
 * the client's payment step confirms it (the sandbox card form posts to /api/payments/sandbox/confirm;
 * with Stripe, the Payment Element confirms the client secret and the webhook settles it); the client
 * then reads GET /api/payments/{transactionId} until the status is final. Every starting request carries an
 * `Idempotency-Key` header: the same key from the same user answers the same checkout, never a second
 * charge.
 */

import type { EarningItem, Earnings } from './earnings';

/**
 * What a payment is for: the type of the paid product a feature defines on the server ('subscription', 'tip',
 * 'fan_subscription', 'gift', 'beat_purchase', 'nft_purchase', 'collab_fee', 'course_enrollment', ...).
 */
export type PaymentType = string;

/** Transaction status values (part 2 leaves them open). */
export const TRANSACTION_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'disputed',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export type PaymentProviderName = 'sandbox' | 'stripe';

/** The header every purchase-starting request carries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Flat payment fee added to a tip (part 1, section 9), in cents. */
export const TIP_FEE_CENTS = 30;
/** Tip presets in dollars (part 1, section 9), and the default. */
export const TIP_QUICK_AMOUNTS = [1, 5, 10, 20, 50, 100] as const;
export const TIP_DEFAULT_AMOUNT = 5;
/** The largest tip, in dollars: the spec sets none; card networks and fraud rules expect one. */
export const TIP_MAX_AMOUNT = 1000;
/** Marketplace fee on sales (part 2, section 9): 15% to the platform, 85% to the creator. */
export const MARKETPLACE_FEE_RATE = 0.15;

/** Splits a sale into the platform's fee and the creator's share, in cents (the fee rounds half up). */
export function splitSale(amountCents: number): { feeAmount: number; creatorAmount: number } {
  const feeAmount = Math.round(amountCents * MARKETPLACE_FEE_RATE);
  return { feeAmount, creatorAmount: amountCents - feeAmount };
}

/** Dollars (number, two decimals at most) to cents, without floating-point drift. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** What a purchase-starting endpoint answers: everything the payment step needs to show and confirm. */
export interface Checkout {
  transactionId: number;
  /** The sandbox's or Stripe's client secret for this payment. */
  clientSecret: string;
  provider: PaymentProviderName;
  /** Cents. */
  amount: number;
  currency: 'usd';
  /** Shown on the payment step, e.g. 'Artist Pro subscription' or 'Tip for DJ Nova'. */
  description: string;
  paymentType: PaymentType;
  /** How the payment step names the product, e.g. 'Tip' or 'Course enrollment'. */
  paymentLabel: string;
  status: TransactionStatus;
}

/** GET /api/payments/{transactionId} and the sandbox confirmation's answer. */
export interface PaymentResult {
  transactionId: number;
  status: TransactionStatus;
  paymentType: PaymentType;
  amount: number;
  /** Why a payment failed (the provider's decline message). */
  message: string | null;
}

/** GET /api/payments/config: which provider the client confirms with. */
export interface PaymentsConfig {
  provider: PaymentProviderName;
  /** Stripe's publishable key when the provider is Stripe; null for the sandbox. */
  publishableKey: string | null;
}

/** The sandbox card form's body for POST /api/payments/sandbox/confirm. */
export interface SandboxConfirmInput {
  clientSecret: string;
  cardNumber: string;
  /** 'MM/YY' */
  expiry: string;
  cvc: string;
  postalCode?: string;
}

/** POST /api/webhooks/stripe: the event was received, and whether it had been processed before (a redelivery). */
export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

/** A creator may refund a payment made to them for this many days after it was made. */
export const CREATOR_REFUND_WINDOW_DAYS = 60;

/** The longest reason a creator may give for a refund. */
export const REFUND_REASON_MAX = 200;

/** POST /api/payments/{transactionId}/refund: a creator gives a payment made to them back in full. */
export interface CreatorRefundInput {
  /** Optional; shown to the buyer. */
  reason?: string;
}

/** Where a refund stands: issued, or due (the provider did not answer; it is retried automatically). */
export interface RefundResult {
  transactionId: number;
  status: 'refunded' | 'due';
  /** Cents given back. */
  amount: number;
  reason: string;
}

/**
 * Where a payment in a creator's earnings stands: 'paid' (counts), 'refund-due' (a refund waits for the
 * provider; no longer counts), 'refunded', 'disputed' (the payer's bank disputed it; the share is held back).
 */
export type EarningPaymentState = 'paid' | 'refund-due' | 'refunded' | 'disputed';

/** What the earnings list adds to each payment for refunds (GET /api/me/earnings, `recent`). */
export interface EarningRefundState {
  state: EarningPaymentState;
  /** What the payer paid, in cents (the amount a refund gives back). */
  paidAmount: number;
  /** Cents already given back by partial refunds. */
  refundedAmount: number;
  /** Until when the creator may refund it (ISO time), or null when it cannot be refunded from here. */
  refundableUntil: string | null;
  /**
   * Beats of a refunded exclusive sale still off the market: the producer may put them back
   * (POST /api/beats/{id}/relist).
   */
  relistBeats: { id: number; title: string }[];
}

/** GET /api/me/earnings as the creator reads it: every recent payment with where it stands for refunds. */
export type EarningsWithRefunds = Omit<Earnings, 'recent'> & { recent: (EarningItem & EarningRefundState)[] };
