import { formatCents } from '@common/format';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, TransactionRow } from '../../db/schema';
import { json } from '../../db/values';
import { sendInboxMessages, type NewInboxMessage } from '../inbox';
import { nameOf } from '../../lib/people';
import { type AfterCommitTask, refundHook, takeAfterCommitTasks } from './fulfilment';
import { DESCRIPTION_KEY, metadataOf } from './presenter';

/** What ending a purchase needs from the app. */
export type EndingContext = Pick<AppContext, 'database' | 'log' | 'config'>;

/** Who asked for a refund: the creator who was paid, the platform (a purchase it could not deliver), the provider. */
export type RefundRequester = 'creator' | 'platform' | 'provider';

/** The metadata key keeping a payment's fee and creator share as they were when it was paid. */
export const ORIGINAL_SHARES_KEY = 'originalShares';
/** The metadata key of a dispute's record. */
export const DISPUTE_KEY = 'dispute';
/** The metadata key of partial refunds' record. */
export const PARTIAL_REFUND_KEY = 'partialRefund';

export const ENDING_MESSAGES = {
  refundSubject: 'Refund issued',
  partialRefundSubject: 'Partial refund issued',
  disputeSubject: 'Payment disputed',
  payeeRefundSubject: 'A payment to you was refunded',
  payeeDisputeSubject: 'A payment to you is disputed',
} as const;

/** A payment's fee and creator share as paid (before any refund changed them). */
export function originalSharesOf(row: Pick<TransactionRow, 'metadata' | 'feeAmount' | 'creatorAmount'>): {
  feeAmount: number;
  creatorAmount: number;
} {
  const stored = metadataOf(row)[ORIGINAL_SHARES_KEY] as
    { feeAmount?: unknown; creatorAmount?: unknown } | undefined;
  if (stored && typeof stored.feeAmount === 'number' && typeof stored.creatorAmount === 'number') {
    return { feeAmount: stored.feeAmount, creatorAmount: stored.creatorAmount };
  }
  return { feeAmount: Number(row.feeAmount), creatorAmount: Number(row.creatorAmount) };
}

/** The metadata with the original shares recorded (once: a later change keeps the first record). */
export function withOriginalShares(
  row: Pick<TransactionRow, 'metadata' | 'feeAmount' | 'creatorAmount'>,
): Record<string, unknown> {
  const metadata = metadataOf(row);
  return { ...metadata, [ORIGINAL_SHARES_KEY]: originalSharesOf(row) };
}

/** 'for Standard License: Night Drive by beatsmith', or '' when the payment has no description. */
function forWhat(row: TransactionRow): string {
  const description = metadataOf(row)[DESCRIPTION_KEY];
  return typeof description === 'string' && description ? ` for ${description}` : '';
}

export interface Ending {
  kind: 'refund' | 'dispute';
  reason: string;
  requestedBy: RefundRequester;
  /** The record written into the payment's metadata (`refund` or `dispute`). */
  record: Record<string, unknown>;
}

/**
 * Ends a purchase inside `trx`: moves the payment to 'refunded' (from succeeded or disputed) or 'disputed'
 * (from succeeded) with a conditional update, takes the creator's share and the fee out of the earnings, runs
 * the feature's refund hook (licence revoked, edition void, membership or plan ended) and tells the payer (and
 * the creator, when it happened at the provider). Answers false when another call already ended it.
 */
export async function endPurchase(
  trx: Transaction<Database>,
  ctx: EndingContext,
  row: TransactionRow,
  ending: Ending,
): Promise<boolean> {
  const now = new Date().toISOString();
  const from = ending.kind === 'refund' ? ['succeeded', 'disputed'] : ['succeeded'];
  if (!from.includes(row.status)) return false;
  const shares = originalSharesOf(row);
  const metadata = {
    ...withOriginalShares(row),
    [ending.kind === 'refund' ? 'refund' : DISPUTE_KEY]: ending.record,
  };
  const result = await trx
    .updateTable('transactions')
    .set({
      status: ending.kind === 'refund' ? 'refunded' : 'disputed',
      metadata: json(metadata),
      failureMessage: `${ending.kind === 'refund' ? 'Refunded' : 'Disputed'}: ${ending.reason}`,
      feeAmount: 0,
      creatorAmount: 0,
      updatedAt: now,
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;

  // A disputed payment's purchase has already ended: its refund only settles the money.
  let what: string | void = undefined;
  if (row.status === 'succeeded') {
    const hook = refundHook(row.paymentType);
    const ended = { ...row, status: ending.kind === 'refund' ? 'refunded' : 'disputed', updatedAt: now };
    if (hook) what = await hook(trx, ended, ctx, { kind: ending.kind, reason: ending.reason, at: now });
  }

  const messages: NewInboxMessage[] = [];
  const paid = formatCents(Number(row.amount));
  const ended = what ? ` ${what}` : '';
  const partial = metadataOf(row)[PARTIAL_REFUND_KEY] as { amount?: unknown } | undefined;
  const alreadyGiven = typeof partial?.amount === 'number' ? partial.amount : 0;
  if (row.userId !== null) {
    messages.push(
      ending.kind === 'refund'
        ? {
            recipientId: row.userId,
            senderId: null,
            kind: 'receipt',
            subject: ENDING_MESSAGES.refundSubject,
            body:
              (alreadyGiven > 0
                ? `The remaining ${formatCents(Number(row.amount) - alreadyGiven)} of your payment of ${paid}` +
                  `${forWhat(row)} has been refunded, so it is now refunded in full. `
                : `Your payment of ${paid}${forWhat(row)} has been refunded in full. `) +
              `Reason: ${ending.reason.replace(/[.!?]+$/, '')}.${ended}`,
          }
        : {
            recipientId: row.userId,
            senderId: null,
            kind: 'receipt',
            subject: ENDING_MESSAGES.disputeSubject,
            body:
              `Your payment of ${paid}${forWhat(row)} is disputed with your bank, so the purchase has ended ` +
              `while the dispute is open.${ended}`,
          },
    );
  }
  // The creator hears of refunds and disputes made at the provider; they asked for their own refunds, and a
  // purchase the platform could not deliver never credited them.
  if (row.payeeId !== null && ending.requestedBy === 'provider' && row.status === 'succeeded') {
    const payer = await nameOf(trx, row.userId);
    const share = formatCents(shares.creatorAmount);
    messages.push({
      recipientId: row.payeeId,
      senderId: null,
      kind: 'receipt',
      subject:
        ending.kind === 'refund' ? ENDING_MESSAGES.payeeRefundSubject : ENDING_MESSAGES.payeeDisputeSubject,
      body:
        ending.kind === 'refund'
          ? `${payer}'s payment of ${paid}${forWhat(row)} was refunded (${ending.reason}). ` +
            `Your share of ${share} no longer counts in your earnings.`
          : `${payer}'s bank disputed their payment of ${paid}${forWhat(row)}. ` +
            `Your share of ${share} is held back while the dispute is open.`,
    });
  }
  if (messages.length > 0) await sendInboxMessages(trx, messages);
  return true;
}

/**
 * Runs `work` in a database transaction, then the tasks its hooks registered with `afterCommit` (e.g. ending a
 * plan's subscription at the provider) once it has committed. A failing task is logged.
 */
export async function inEndingTransaction<T>(
  ctx: EndingContext,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  let tasks: AfterCommitTask[] = [];
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    try {
      return await work(trx);
    } finally {
      tasks = takeAfterCommitTasks(trx);
    }
  });
  for (const task of tasks) {
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'after-commit task of a refund failed'));
  }
  return result;
}

/**
 * A partial refund made at the provider (e.g. from Stripe's dashboard): the purchase stays, only the money
 * moves. `refundedTotal` is the charge's whole refunded amount so far (cents), so a repeated or late event
 * changes nothing; the fee and the creator's share shrink in proportion to what is left. The caller reads `row`
 * in `trx` under a row lock (PostgreSQL). Answers whether it changed the payment.
 */
export async function recordPartialRefund(
  trx: Transaction<Database>,
  row: TransactionRow,
  refundedTotal: number,
  refundId: string | null,
): Promise<boolean> {
  if (row.status !== 'succeeded') return false;
  const metadata = withOriginalShares(row);
  const previous = metadata[PARTIAL_REFUND_KEY] as { amount?: unknown } | undefined;
  const before = typeof previous?.amount === 'number' ? previous.amount : 0;
  const amount = Number(row.amount);
  if (refundedTotal <= before || refundedTotal >= amount) return false;
  const shares = originalSharesOf(row);
  const left = amount - refundedTotal;
  // A refund already owed in full keeps nobody credited.
  const owed = (metadata.refund as { status?: unknown } | undefined)?.status === 'due';
  const creatorAmount = owed ? 0 : Math.floor((shares.creatorAmount * left) / amount);
  const feeAmount = owed ? 0 : Math.min(left - creatorAmount, Math.round((shares.feeAmount * left) / amount));
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('transactions')
    .set({
      metadata: json({
        ...metadata,
        [PARTIAL_REFUND_KEY]: { amount: refundedTotal, refundId, refundedAt: now },
      }),
      feeAmount,
      creatorAmount,
      updatedAt: now,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;

  const given = formatCents(refundedTotal - before);
  const paid = formatCents(amount);
  const messages: NewInboxMessage[] = [];
  if (row.userId !== null) {
    messages.push({
      recipientId: row.userId,
      senderId: null,
      kind: 'receipt',
      subject: ENDING_MESSAGES.partialRefundSubject,
      body: `${given} of your payment of ${paid}${forWhat(row)} has been refunded. What you bought stays yours.`,
    });
  }
  if (row.payeeId !== null && !owed) {
    const payer = await nameOf(trx, row.userId);
    messages.push({
      recipientId: row.payeeId,
      senderId: null,
      kind: 'receipt',
      subject: ENDING_MESSAGES.payeeRefundSubject,
      body:
        `${given} of ${payer}'s payment of ${paid}${forWhat(row)} was refunded. ` +
        `Your share of it is now ${formatCents(creatorAmount)}.`,
    });
  }
  if (messages.length > 0) await sendInboxMessages(trx, messages);
  return true;
}
