import { randomUUID } from 'node:crypto';
import { formatCents } from '@common/format';
import type { AppContext } from '../../../context';
import type { TransactionRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { HttpError, notFound } from '../../../lib/errors';
import { sendInboxMessages } from '../../inbox/sendInboxMessage';
import { DESCRIPTION_KEY, PROVIDER_KEY_KEY, metadataOf } from '../presenter';
import { paymentProvider } from '../providers/index';
import { sandboxProvider } from '../providers/sandbox';

/** What a refund needs from the app. */
export type RefundContext = Pick<AppContext, 'database' | 'log' | 'config'>;

/** The refund record kept in a payment's metadata (`metadata.refund`). */
export interface RefundRecord {
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
  issuedSubject: 'Refund issued',
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
  if (row.provider === 'stripe') {
    if (!ctx.config.stripe)
      throw new Error('a Stripe payment cannot be refunded while Stripe is not configured');
    if (!row.stripePaymentIntentId) throw new Error('the Stripe payment has no payment intent');
    const provider = paymentProvider(ctx.config);
    return (await provider.refund(row.stripePaymentIntentId, Number(row.amount), key)).refundId;
  }
  return (await sandboxProvider.refund(row.stripePaymentIntentId ?? '', Number(row.amount), key)).refundId;
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
    reason,
    requestedAt: previous?.requestedAt ?? new Date().toISOString(),
    status: 'due',
    attempts: (previous?.attempts ?? 0) + 1,
    lastAttemptAt: new Date().toISOString(),
    idempotencyKey:
      previous?.idempotencyKey ??
      (typeof providerKey === 'string' ? `${providerKey}-refund` : `pn-refund-${randomUUID()}`),
  };

  let refundId: string;
  try {
    refundId = await refundWithProvider(ctx, row, `${record.idempotencyKey}-${record.attempts}`);
  } catch (error) {
    ctx.log.error({ err: error, transactionId }, 'refund not issued by the provider: it stays due');
    const now = new Date().toISOString();
    await db
      .updateTable('transactions')
      .set({
        metadata: json({ ...metadata, refund: record }),
        failureMessage: `Refund due: ${reason}`,
        // Owed back to the payer: nobody earns from it meanwhile.
        feeAmount: 0,
        creatorAmount: 0,
        updatedAt: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'succeeded')
      .execute();
    const current = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirst();
    return outcomeOf(current ?? row, reason);
  }

  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const refunded: RefundRecord = { ...record, status: 'refunded', refundId, refundedAt: now };
    const result = await trx
      .updateTable('transactions')
      .set({
        status: 'refunded',
        metadata: json({ ...metadata, refund: refunded }),
        failureMessage: `Refunded: ${reason}`,
        feeAmount: 0,
        creatorAmount: 0,
        updatedAt: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      // A concurrent call recorded the refund first: answer what it recorded.
      const current = await trx
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return outcomeOf(current, reason);
    }
    if (row.userId !== null) {
      const description = metadata[DESCRIPTION_KEY];
      const what = typeof description === 'string' && description ? ` for ${description}` : '';
      await sendInboxMessages(trx, [
        {
          recipientId: row.userId,
          senderId: null,
          kind: 'receipt',
          subject: REFUND_MESSAGES.issuedSubject,
          body:
            `Your payment of ${formatCents(Number(row.amount))}${what} has been refunded in full. ` +
            `Reason: ${reason}.`,
        },
      ]);
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
