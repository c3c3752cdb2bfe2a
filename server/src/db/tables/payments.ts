import type { ColumnType, Generated } from 'kysely';
import { type Json, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface TransactionsTable {
  id: Generated<number>;
  userId: number | null;
  amount: number;
  currency: ColumnType<string, string | undefined, string>;
  status: string;
  stripePaymentIntentId: string | null;
  paymentType: string;
  contentId: number | null;
  contentType: string | null;
  metadata: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  /** The client's Idempotency-Key: one transaction per user and key. */
  idempotencyKey: string | null;
  /** 'sandbox' or 'stripe'. */
  provider: string | null;
  /** The creator who is paid (artist, producer), if any. */
  payeeId: number | null;
  failureMessage: string | null;
  /** Platform fee in cents (15% of a sale; the $0.30 payment fee of a tip). */
  feeAmount: ColumnType<number, number | undefined, number>;
  /** The creator's share in cents. */
  creatorAmount: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
}

export interface PaymentEventsTable {
  /** The provider's event id: each event is processed once. */
  id: string;
  type: string;
  receivedAt: Timestamp;
  processedAt: string | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  userId: number;
  kind: 'plan' | 'fan';
  planId: string;
  artistId: number | null;
  interval: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  providerSubscriptionId: string | null;
  transactionId: number | null;
  giftedBy: number | null;
  currentPeriodEnd: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The payments tables, under their names in the database. */
export interface PaymentsTables {
  transactions: TransactionsTable;
  paymentEvents: PaymentEventsTable;
  subscriptions: SubscriptionsTable;
}

/** How the payments tables store their booleans and JSON values (decision 0042). */
export const paymentsStoredAs: TablesStoredAs<PaymentsTables> = {
  transactions: storedAs<TransactionsTable>()({ json: ['metadata'] }),
  paymentEvents: storedAs<PaymentEventsTable>()({}),
  subscriptions: storedAs<SubscriptionsTable>()({}),
};
