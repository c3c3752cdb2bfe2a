import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { TransactionRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { HttpError, notFound } from '../../../lib/errors';
import {
  type RefundRequester,
  ENDING_MESSAGES,
  PARTIAL_REFUND_KEY,
  endPurchase,
  inEndingTransaction,
  withOriginalShares,
} from '../endPurchase';
import { PROVIDER_KEY_KEY, metadataOf } from '../presenter';
import { paymentProvider } from '../providers/index';
import { sandboxProvider } from '../providers/sandbox';

/** What a refund needs from the app. */
export type RefundContext = Pick<AppContext, 'database' | 'log' | 'config'>;

/** The refund record kept in a payment's metadata (`metadata.refund`). */
export interface RefundRecord {
  /** Who asked for it (a refund sent back by the provider's webhook: 'provider'). */
  requestedBy?: RefundRequester;
  reason: string;
  requestedAt: string;
  status: 'due' | 'refunded';
  /** Provider calls made so far (failed ones included). */
  attempts?: number;
  lastAttemptAt?: string;
  refundId?: string;
  refundedAt?: string;
  /**
   * The base of the provider's idempotency keys (random, one per payment); each attempt adds its number, since
   * Stripe replays a refused call's error to a retry with the same key.
   */
  idempotencyKey?: string;
}

/** Where a refund stands: issued, or due (the provider failed; a later sweep retries it). */
export interface RefundOutcome {
  transactionId: number;
  status: 'refunded' | 'due';
  amount: number;
  reason: string;
  refundId: string | null;
}

export const REFUND_MESSAGES = {
  notRefundable: 'Only a succeeded payment can be refunded',
  issuedSubject: ENDING_MESSAGES.refundSubject,
} as const;

/** The refund record of a payment's metadata, if any. */
export function refundRecordOf(row: Pick<TransactionRow, 'metadata'>): RefundRecord | null {
  const value = metadataOf(row).refund;
  return value && typeof value === 'object' ? (value as RefundRecord) : null;
}

function outcomeOf(row: TransactionRow, reason: string): RefundOutcome {
  const record = refundRecordOf(row);
  return {
    transactionId: row.id,
    status: row.status === 'refunded' ? 'refunded' : 'due',
    amount: Number(row.amount),
    reason: record?.reason ?? reason,
    refundId: record?.refundId ?? null,
  };
}

/** Calls the provider the payment was made with. */
async function refundWithProvider(ctx: RefundContext, row: TransactionRow, key: string): Promise<string> {
  // What partial refunds at the provider left on the charge.
  const partial = metadataOf(row)[PARTIAL_REFUND_KEY] as { amount?: unknown } | undefined;
  const amount = Number(row.amount) - (typeof partial?.amount === 'number' ? partial.amount : 0);
  if (row.provider === 'stripe') {
    if (!ctx.config.stripe)
      throw new Error('a Stripe payment cannot be refunded while Stripe is not configured');
    if (!row.stripePaymentIntentId) throw new Error('the Stripe payment has no payment intent');
    const provider = paymentProvider(ctx.config);
    return (await provider.refund(row.stripePaymentIntentId, amount, key)).refundId;
  }
  return (await sandboxProvider.refund(row.stripePaymentIntentId ?? '', amount, key)).refundId;
}

/**
 * Gives a succeeded payment back to its payer: the provider refunds it, then the payment moves to 'refunded'
 * (only from 'succeeded'), with the reason and refund id in its metadata, no fee and no creator share (so no
 * earnings count it), and the payer gets a 'Refund issued' receipt. A refunded payment answers the same
 * result again. When the provider fails the payment stays succeeded with its refund 'due' (retried later).
 */
export async function refundPayment(
  ctx: RefundContext,
  transactionId: number,
  reason: string,
  options: { requestedBy?: RefundRequester } = {},
): Promise<RefundOutcome> {
  const db = ctx.database.db;
  const row = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!row) throw notFound('Payment not found');
  if (row.status === 'refunded') return outcomeOf(row, reason);
  if (row.status !== 'succeeded') throw new HttpError(409, REFUND_MESSAGES.notRefundable);

  const metadata = metadataOf(row);
  const previous = refundRecordOf(row);
  const providerKey = metadata[PROVIDER_KEY_KEY];
  const record: RefundRecord = {
    requestedBy: previous?.requestedBy ?? options.requestedBy ?? 'platform',
    reason,
    requestedAt: previous?.requestedAt ?? new Date().toISOString(),
    status: 'due',
    attempts: (previous?.attempts ?? 0) + 1,
    lastAttemptAt: new Date().toISOString(),
    idempotencyKey:
      previous?.idempotencyKey ??
      (typeof providerKey === 'string' ? `${providerKey}-refund` : `pn-refund-${randomUUID()}`),
  };

  // Recorded before the provider is called: nobody earns from a payment owed back, a crash after the provider
  // answered leaves a due refund for the sweep, and a webhook about this refund finds its reason.
  await db
    .updateTable('transactions')
    .set({
      metadata: json({ ...withOriginalShares(row), refund: record }),
      failureMessage: `Refund due: ${reason}`,
      feeAmount: 0,
      creatorAmount: 0,
      updatedAt: record.lastAttemptAt!,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'succeeded')
    .execute();

  let refundId: string;
  try {
    refundId = await refundWithProvider(ctx, row, `${record.idempotencyKey}-${record.attempts}`);
  } catch (error) {
    ctx.log.error({ err: error, transactionId }, 'refund not issued by the provider: it stays due');
    const current = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirst();
    return outcomeOf(current ?? row, reason);
  }

  return inEndingTransaction(ctx, async (trx) => {
    let current = trx.selectFrom('transactions').selectAll().where('id', '=', row.id);
    if (ctx.database.dialect === 'postgres') current = current.forUpdate();
    const fresh = await current.executeTakeFirstOrThrow();
    const refunded: RefundRecord = {
      ...(refundRecordOf(fresh) ?? record),
      status: 'refunded',
      refundId,
      refundedAt: new Date().toISOString(),
    };
    const ended = await endPurchase(trx, ctx, fresh, {
      kind: 'refund',
      reason,
      requestedBy: refunded.requestedBy ?? 'platform',
      record: { ...refunded },
    });
    if (!ended) {
      // A concurrent call (or the provider's webhook about this refund) recorded it first.
      const settled = await trx
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return outcomeOf(settled, reason);
    }
    return {
      transactionId: row.id,
      status: 'refunded' as const,
      amount: Number(row.amount),
      reason,
      refundId,
    };
  });
}
