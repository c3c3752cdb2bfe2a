import type { PaymentResult } from '@common/payments';
import type { AppContext } from '../../../context';
import type { TransactionRow, UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { presentPaymentResult } from '../presenter';
import { paymentProvider } from '../providers/index';
import { settlePayment } from '../settle';

/** The payer's own transaction, or a 404 (someone else's payment is not revealed to exist). */
export async function findOwnPayment(
  ctx: Pick<AppContext, 'database'>,
  user: Pick<UserRow, 'id'>,
  transactionId: number,
): Promise<TransactionRow> {
  const row = await ctx.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!row || row.userId !== user.id) throw notFound('Payment not found');
  return row;
}

/** How long a pending payment's stored state is answered before Stripe is asked again. */
export const PROVIDER_READ_INTERVAL_MS = 3000;
const PRUNE_ABOVE = 1000;

// When Stripe was last asked about each pending payment, per app (keyed by its configuration).
const lastAsked = new WeakMap<object, Map<number, number>>();

/** Whether Stripe may be asked about this payment now (at most once per interval); records the ask. */
function mayAskProvider(config: object, transactionId: number): boolean {
  let asked = lastAsked.get(config);
  if (!asked) {
    asked = new Map();
    lastAsked.set(config, asked);
  }
  const now = Date.now();
  const previous = asked.get(transactionId);
  if (previous !== undefined && now - previous < PROVIDER_READ_INTERVAL_MS) return false;
  if (asked.size >= PRUNE_ABOVE) {
    for (const [id, at] of asked) if (now - at >= PROVIDER_READ_INTERVAL_MS) asked.delete(id);
  }
  asked.set(transactionId, now);
  return true;
}

/**
 * Where a payment stands. A pending Stripe payment is also asked of Stripe (at most once every 3 s per payment,
 * however often the client polls), so a payment settles even when its webhook is late or was never delivered
 * (the settlement is the same, and happens once).
 */
export async function readPayment(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  transactionId: number,
): Promise<PaymentResult> {
  const row = await findOwnPayment(ctx, user, transactionId);
  if (
    row.status !== 'pending' ||
    row.provider !== 'stripe' ||
    !row.stripePaymentIntentId ||
    !ctx.config.stripe ||
    !mayAskProvider(ctx.config, row.id)
  ) {
    return presentPaymentResult(row);
  }
  try {
    const state = await paymentProvider(ctx.config).retrieve(row.stripePaymentIntentId);
    const settled = await settlePayment(
      ctx,
      { transactionId: row.id },
      state.status === 'succeeded'
        ? { status: 'succeeded' }
        : state.status === 'pending'
          ? { status: 'pending', message: state.message ?? row.failureMessage }
          : { status: state.status, message: state.message },
    );
    return presentPaymentResult(settled ?? row);
  } catch (error) {
    ctx.log.warn({ err: error, transactionId }, 'payment state not read from Stripe');
    return presentPaymentResult(row);
  }
}
