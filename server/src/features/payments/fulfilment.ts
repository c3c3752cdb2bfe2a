import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, TransactionRow } from '../../db/schema';

/**
 * What a paid feature does when its payment settles: runs inside the database transaction that moves the
 * payment from pending to its final status, so a payment is fulfilled exactly once (or not at all).
 */
export type PaymentHook = (
  trx: Transaction<Database>,
  payment: TransactionRow,
  ctx: Pick<AppContext, 'database' | 'storage' | 'log' | 'config'>,
) => Promise<void>;

const succeeded = new Map<string, PaymentHook>();
const failed = new Map<string, PaymentHook>();

/** Sets what happens when a payment of this type succeeds (one hook per type; installPaymentPlugs sets them). */
export function onPaymentSucceeded(type: string, hook: PaymentHook): void {
  succeeded.set(type, hook);
}

/** Sets what happens when a payment of this type fails or is canceled (e.g. free a reserved edition). */
export function onPaymentFailed(type: string, hook: PaymentHook): void {
  failed.set(type, hook);
}

/** The hook for a settled payment, if its feature registered one. */
export function paymentHook(type: string, outcome: 'succeeded' | 'failed'): PaymentHook | undefined {
  return (outcome === 'succeeded' ? succeeded : failed).get(type);
}

/** Work that must only happen once the settling transaction is committed (e.g. a call to the provider). */
export type AfterCommitTask = () => Promise<void>;

const afterCommitTasks = new WeakMap<Transaction<Database>, AfterCommitTask[]>();

/**
 * Runs `task` after the settling transaction `trx` commits (never when it rolls back). For hooks: a provider
 * call made from inside the transaction could act on a change that is then undone. A failure is logged.
 */
export function afterCommit(trx: Transaction<Database>, task: AfterCommitTask): void {
  const tasks = afterCommitTasks.get(trx) ?? [];
  tasks.push(task);
  afterCommitTasks.set(trx, tasks);
}

/** The tasks registered for a transaction, removed from the registry (settlePayment runs them after commit). */
export function takeAfterCommitTasks(trx: Transaction<Database>): AfterCommitTask[] {
  const tasks = afterCommitTasks.get(trx) ?? [];
  afterCommitTasks.delete(trx);
  return tasks;
}

const settlingContexts = new WeakMap<object, Parameters<PaymentHook>[2]>();

/** Records the context of the payment being settled in `trx`, for work a hook schedules after the commit. */
export function bindSettlingContext(trx: Transaction<Database>, ctx: Parameters<PaymentHook>[2]): void {
  settlingContexts.set(trx, ctx);
}

/** Forgets the context recorded for `trx` (once its hook has run). */
export function releaseSettlingContext(trx: Transaction<Database>): void {
  settlingContexts.delete(trx);
}

/** The context of the payment `trx` is settling, if it is a settling transaction. */
export function settlingContextOf(trx: Kysely<Database>): Parameters<PaymentHook>[2] | undefined {
  return settlingContexts.get(trx);
}

/** Why a payment's purchase ends: the payment was refunded in full, or its payer's bank disputed it. */
export interface PaymentEnding {
  kind: 'refund' | 'dispute';
  /** Shown to the buyer (e.g. 'Requested by the producer'). */
  reason: string;
  /** When it ended (ISO time). */
  at: string;
}

/**
 * What a paid feature takes back when its payment is refunded in full or disputed: runs inside the database
 * transaction that moves the payment to 'refunded' or 'disputed', so the purchase ends exactly once, together
 * with the money. Answers a short description of what ended (for the buyer's message), or nothing.
 */
export type RefundHook = (
  trx: Transaction<Database>,
  payment: TransactionRow,
  ctx: Pick<AppContext, 'database' | 'log' | 'config'>,
  ending: PaymentEnding,
) => Promise<string | void>;

const refunded = new Map<string, RefundHook>();

/** Sets what a full refund or a dispute of a payment of this type takes back (one hook per type). */
export function onPaymentRefunded(type: string, hook: RefundHook): void {
  refunded.set(type, hook);
}

/** The hook for a refunded or disputed payment, if its feature registered one. */
export function refundHook(type: string): RefundHook | undefined {
  return refunded.get(type);
}
