import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { json } from '../../db/values';
import type { PeriodicTask } from '../../jobs/periodic';
import {
  type RefundContext,
  type RefundRecord,
  refundPayment,
  refundRecordOf,
} from './commands/refundPayment';
import { afterCommit, settlingContextOf } from './fulfilment';
import { withOriginalShares } from './endPurchase';

/** A due refund is retried at most this many times (provider calls), then left for someone to look at. */
export const REFUND_MAX_ATTEMPTS = 8;
/** How often the sweep retries due refunds, and how long a refund waits after its last attempt. */
export const REFUND_SWEEP_INTERVAL_MS = 5 * 60_000;
/** At most this many refunds are retried per sweep. */
const REFUND_SWEEP_BATCH = 20;

/**
 * For a fulfilment hook that cannot deliver: records the refund as due on the payment (reason, time; no fee
 * and no creator share, so nobody is credited) inside the settling transaction.
 */
export async function markRefundDue(
  trx: Kysely<Database>,
  transactionId: number,
  reason: string,
  at = new Date().toISOString(),
): Promise<void> {
  const payment = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!payment) return;
  const refund: RefundRecord = { requestedBy: 'platform', reason, requestedAt: at, status: 'due' };
  await trx
    .updateTable('transactions')
    .set({
      metadata: json({ ...withOriginalShares(payment), refund }),
      failureMessage: `Refund due: ${reason}`,
      feeAmount: 0,
      creatorAmount: 0,
      updatedAt: at,
    })
    .where('id', '=', payment.id)
    .where('status', '=', 'succeeded')
    .execute();
}

/**
 * For a fulfilment hook: refunds the payment once the settling transaction `trx` has committed (never when it
 * rolls back). Outside a settlement nothing is scheduled: a payment marked due is left to the sweep.
 */
export function refundWhenCommitted(trx: Kysely<Database>, transactionId: number, reason: string): void {
  const ctx = settlingContextOf(trx);
  if (!ctx || !trx.isTransaction) return;
  afterCommit(trx as Parameters<typeof afterCommit>[0], async () => {
    await refundPayment(ctx, transactionId, reason);
  });
}

/**
 * Retries refunds left due by a provider failure: succeeded payments whose refund is due, whose last attempt
 * is older than `waitMs`, with fewer than REFUND_MAX_ATTEMPTS attempts; at most a batch per call. Answers
 * how many were refunded.
 */
export async function retryDueRefunds(
  ctx: RefundContext,
  options: { now?: Date; waitMs?: number } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  const waitMs = options.waitMs ?? REFUND_SWEEP_INTERVAL_MS;
  const pg = ctx.database.dialect === 'postgres';
  const refundStatus = pg
    ? sql<string>`metadata -> 'refund' ->> 'status'`
    : sql<string>`json_extract(metadata, '$.refund.status')`;
  const attempts = pg
    ? sql<number>`coalesce((metadata -> 'refund' ->> 'attempts')::int, 0)`
    : sql<number>`coalesce(json_extract(metadata, '$.refund.attempts'), 0)`;
  const rows = await ctx.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('status', '=', 'succeeded')
    .where(refundStatus, '=', 'due')
    .where(attempts, '<', REFUND_MAX_ATTEMPTS)
    .orderBy('id')
    .limit(REFUND_SWEEP_BATCH * 5)
    .execute();
  let refunded = 0;
  let tried = 0;
  for (const row of rows) {
    if (tried >= REFUND_SWEEP_BATCH) break;
    const record = refundRecordOf(row);
    if (!record || (record.attempts ?? 0) >= REFUND_MAX_ATTEMPTS) continue;
    const last = Date.parse(record.lastAttemptAt ?? record.requestedAt);
    if (Number.isFinite(last) && now - last < waitMs) continue;
    tried += 1;
    try {
      const outcome = await refundPayment(ctx, row.id, record.reason);
      if (outcome.status === 'refunded') refunded += 1;
    } catch (error) {
      ctx.log.error({ err: error, transactionId: row.id }, 'retrying a due refund failed');
    }
  }
  return refunded;
}

/** Retries due refunds every REFUND_SWEEP_INTERVAL_MS while the server runs (first after one interval). */
export const refundSweep: PeriodicTask = {
  name: 'refund sweep',
  everyMs: REFUND_SWEEP_INTERVAL_MS,
  runAtStart: false,
  run: (ctx) => retryDueRefunds(ctx),
};
