import type { Checkout, PaymentProviderName, PaymentResult, TransactionStatus } from '@common/payments';
import type { TransactionRow } from '../../db/schema';
import { paidProduct } from './products';

/** The metadata key holding the provider's client secret (answered again when a checkout is retried). */
export const CLIENT_SECRET_KEY = 'providerClientSecret';
/** The metadata key holding the idempotency key the provider was called with (random, one per payment). */
export const PROVIDER_KEY_KEY = 'providerIdempotencyKey';
/** The metadata key holding the description shown on the payment step. */
export const DESCRIPTION_KEY = 'paymentDescription';

/** A transaction's metadata as an object (it is stored as JSON). */
export function metadataOf(row: Pick<TransactionRow, 'metadata'>): Record<string, unknown> {
  const value: unknown = row.metadata;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** What the payment step needs for one transaction. */
export function presentCheckout(row: TransactionRow, description: string): Checkout {
  const secret = metadataOf(row)[CLIENT_SECRET_KEY];
  return {
    transactionId: row.id,
    clientSecret: typeof secret === 'string' ? secret : '',
    provider: (row.provider ?? 'sandbox') as PaymentProviderName,
    amount: Number(row.amount),
    currency: 'usd',
    description,
    paymentType: row.paymentType,
    paymentLabel: paidProduct(row.paymentType)?.label ?? row.paymentType,
    status: row.status as TransactionStatus,
  };
}

/** Where a payment stands, for its payer. */
export function presentPaymentResult(row: TransactionRow): PaymentResult {
  return {
    transactionId: row.id,
    status: row.status as TransactionStatus,
    paymentType: row.paymentType,
    amount: Number(row.amount),
    message: row.failureMessage,
  };
}
