import type { TransactionStatus } from '@common/payments';
import type { AppContext } from '../../context';
import type { TransactionRow } from '../../db/schema';
import {
  type AfterCommitTask,
  bindSettlingContext,
  paymentHook,
  releaseSettlingContext,
  takeAfterCommitTasks,
} from './fulfilment';

/** Which payment to settle: our id, or the provider's (a webhook knows only that one). */
export type PaymentRef = { transactionId: number } | { providerId: string };

/**
 * What happened to it. 'pending' with a message records a declined attempt: the payment stays open, so the
 * payer may try another card (Stripe's requires_payment_method works the same way).
 */
export type Settlement =
  | { status: 'succeeded' }
  | { status: 'failed' | 'canceled'; message: string | null }
  | { status: 'pending'; message: string | null };

const FINAL: ReadonlySet<string> = new Set<TransactionStatus>([
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'disputed',
]);

/** Whether a payment has reached a status it never leaves. */
export const isFinal = (status: string): boolean => FINAL.has(status);

/**
 * Moves a payment to its outcome in one database transaction, with the feature's fulfilment hook.
 * Transitions are monotonic: only a pending payment changes, so a retried or late event never undoes a
 * settled one and a payment is fulfilled exactly once. Answers the payment as it now stands.
 */
export async function settlePayment(
  ctx: Pick<AppContext, 'database' | 'storage' | 'log' | 'config'>,
  ref: PaymentRef,
  settlement: Settlement,
): Promise<TransactionRow | undefined> {
  let committed: AfterCommitTask[] = [];
  const outcome = await ctx.database.db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('transactions').selectAll();
    const row = await (
      'transactionId' in ref
        ? query.where('id', '=', ref.transactionId)
        : query.where('stripePaymentIntentId', '=', ref.providerId)
    ).executeTakeFirst();
    if (!row || row.status !== 'pending') return row;

    const now = new Date().toISOString();
    if (settlement.status === 'pending') {
      await trx
        .updateTable('transactions')
        .set({ failureMessage: settlement.message, updatedAt: now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      return { ...row, failureMessage: settlement.message, updatedAt: now };
    }

    const failureMessage = settlement.status === 'succeeded' ? null : settlement.message;
    const result = await trx
      .updateTable('transactions')
      .set({ status: settlement.status, failureMessage, updatedAt: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      // Another settlement won the race: answer what it decided.
      return trx.selectFrom('transactions').selectAll().where('id', '=', row.id).executeTakeFirst();
    }
    const settled: TransactionRow = { ...row, status: settlement.status, failureMessage, updatedAt: now };
    const hook = paymentHook(row.paymentType, settlement.status === 'succeeded' ? 'succeeded' : 'failed');
    bindSettlingContext(trx, ctx);
    try {
      if (hook) await hook(trx, settled, ctx);
    } finally {
      releaseSettlingContext(trx);
      committed = takeAfterCommitTasks(trx);
    }
    return settled;
  });
  // Only reached once the transaction has committed.
  for (const task of committed) {
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'after-commit task of a payment failed'));
  }
  return outcome;
}
