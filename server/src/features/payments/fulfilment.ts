import type { PaymentType } from '@common/payments';
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

const succeeded = new Map<PaymentType, PaymentHook>();
const failed = new Map<PaymentType, PaymentHook>();

/** Sets what happens when a payment of this type succeeds (one hook per type; see installPaymentPlugs). */
export function onPaymentSucceeded(type: PaymentType, hook: PaymentHook): void {
  succeeded.set(type, hook);
}

/** Sets what happens when a payment of this type fails or is canceled (e.g. free a reserved edition). */
export function onPaymentFailed(type: PaymentType, hook: PaymentHook): void {
  failed.set(type, hook);
}

/** The hook for a settled payment, if its feature registered one. */
export function paymentHook(type: string, outcome: 'succeeded' | 'failed'): PaymentHook | undefined {
  return (outcome === 'succeeded' ? succeeded : failed).get(type as PaymentType);
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

const refunded = new Map<PaymentType, RefundHook>();

/** Sets what a full refund or a dispute of a payment of this type takes back (one hook per type). */
export function onPaymentRefunded(type: PaymentType, hook: RefundHook): void {
  refunded.set(type, hook);
}

/** The hook for a refunded or disputed payment, if its feature registered one. */
export function refundHook(type: string): RefundHook | undefined {
  return refunded.get(type as PaymentType);
}

/** What a paid product (a payment type) does as its payments settle and end. */
export interface ProductHooks {
  /** Runs in the settling transaction when a payment succeeds: deliver what was bought. */
  succeeded?: PaymentHook;
  /** Runs in the settling transaction when a payment fails or is canceled: release what was held. */
  failed?: PaymentHook;
  /** Runs in the ending transaction of a full refund or a dispute: take back what was bought. */
  refunded?: RefundHook;
}

/** What the provider's events about recurring subscriptions (plans billed by Stripe) do. */
export interface ProviderSubscriptionHooks {
  /** The subscription ended at the provider (canceled, or unpaid for good). */
  ended(ctx: Pick<AppContext, 'database'>, subscriptionId: string): Promise<void>;
  /** A later period of the subscription was paid at the provider. */
  renewed(ctx: Pick<AppContext, 'database'>, subscriptionId: string, periodEnd: string | null): Promise<void>;
}

/** What a feature plugs into payments: hooks per payment type it sells, and subscription events. */
export interface PaymentPlugs {
  products?: Partial<Record<PaymentType, ProductHooks>>;
  subscriptions?: ProviderSubscriptionHooks;
}

let subscriptionHooks: ProviderSubscriptionHooks | undefined;

/** What the provider's subscription events do, if a feature plugged it in. */
export function providerSubscriptionHooks(): ProviderSubscriptionHooks | undefined {
  return subscriptionHooks;
}

/**
 * Installs the features' payment plugs (called once by buildApp with every module's, from the one module list).
 * The hooks are kept per process: the module list is the same for every app a process builds, so installing
 * again changes nothing. A payment type or the subscription events plugged in twice is a mistake.
 */
export function installPaymentPlugs(plugs: readonly PaymentPlugs[]): void {
  const seen = new Set<string>();
  let subscriptions: ProviderSubscriptionHooks | undefined;
  for (const plug of plugs) {
    for (const [type, hooks] of Object.entries(plug.products ?? {}) as [PaymentType, ProductHooks][]) {
      if (seen.has(type)) throw new Error(`Two features plug in payments of type ${type}`);
      seen.add(type);
      if (hooks.succeeded) onPaymentSucceeded(type, hooks.succeeded);
      if (hooks.failed) onPaymentFailed(type, hooks.failed);
      if (hooks.refunded) onPaymentRefunded(type, hooks.refunded);
    }
    if (plug.subscriptions) {
      if (subscriptions) throw new Error('Two features plug in provider subscription events');
      subscriptions = plug.subscriptions;
    }
  }
  subscriptionHooks = subscriptions;
}
