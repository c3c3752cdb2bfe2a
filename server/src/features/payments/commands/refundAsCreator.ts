import { CREATOR_REFUND_WINDOW_DAYS, type CreatorRefundInput, type RefundResult } from '@common/payments';
import type { AppContext } from '../../../context';
import type { TransactionRow, UserRow } from '../../../db/schema';
import { HttpError, forbidden, notFound } from '../../../lib/errors';
import { REFUND_MESSAGES, refundPayment, refundRecordOf } from './refundPayment';

export const CREATOR_REFUND_MESSAGES = {
  notFound: 'Payment not found',
  notPayee: 'Only the creator who was paid can refund this payment',
  tooOld: `Payments can be refunded within ${CREATOR_REFUND_WINDOW_DAYS} days`,
  disputed: "This payment is disputed with the payer's bank, which decides what happens to it",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when the creator may refund a payment made at `createdAt`. */
export function refundableUntil(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + CREATOR_REFUND_WINDOW_DAYS * DAY_MS);
}

/**
 * Whether the payee may refund this payment now: succeeded, made to them, within the window. A refund they
 * asked for that is still due may be asked again (it retries the provider).
 */
export function creatorMayRefund(
  row: Pick<TransactionRow, 'status' | 'payeeId' | 'createdAt' | 'metadata'>,
  now = new Date(),
): boolean {
  if (row.status !== 'succeeded' || row.payeeId === null) return false;
  const record = refundRecordOf(row);
  if (record) return record.status === 'due' && record.requestedBy === 'creator';
  return now.getTime() <= refundableUntil(row.createdAt).getTime();
}

/** The reason the buyer reads when the creator gives none. */
function defaultReason(row: TransactionRow): string {
  return row.paymentType === 'beat_purchase' ? 'Refunded by the producer' : 'Refunded by the artist';
}

/**
 * A creator refunds a payment made to them (a tip, a Premium Fan payment or gift, a beat licence, an edition),
 * in full, within CREATOR_REFUND_WINDOW_DAYS: the payer gets the money back and loses what it bought, the
 * creator's earnings drop by their share. Refunding again answers the same refund. Plan payments are nobody's
 * sale (no payee): they are refunded at the provider.
 */
export async function refundAsCreator(
  ctx: Pick<AppContext, 'database' | 'log' | 'config'>,
  user: Pick<UserRow, 'id'>,
  transactionId: number,
  input: CreatorRefundInput,
  now = new Date(),
): Promise<RefundResult> {
  const row = await ctx.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!row) throw notFound(CREATOR_REFUND_MESSAGES.notFound);
  if (row.payeeId !== user.id) throw forbidden(CREATOR_REFUND_MESSAGES.notPayee);
  const record = refundRecordOf(row);
  if (row.status === 'refunded') {
    return {
      transactionId: row.id,
      status: 'refunded',
      amount: Number(row.amount),
      reason: record?.reason ?? defaultReason(row),
    };
  }
  if (row.status === 'disputed') throw new HttpError(409, CREATOR_REFUND_MESSAGES.disputed);
  if (row.status !== 'succeeded') throw new HttpError(409, REFUND_MESSAGES.notRefundable);
  if (!creatorMayRefund(row, now)) {
    if (record) {
      // Already being refunded for another reason (a purchase that could not be delivered).
      return { transactionId: row.id, status: 'due', amount: Number(row.amount), reason: record.reason };
    }
    throw new HttpError(409, CREATOR_REFUND_MESSAGES.tooOld);
  }
  const reason = record?.reason ?? (input.reason?.trim() || defaultReason(row));
  const outcome = await refundPayment(ctx, row.id, reason, { requestedBy: 'creator' });
  return {
    transactionId: outcome.transactionId,
    status: outcome.status,
    amount: outcome.amount,
    reason: outcome.reason,
  };
}
