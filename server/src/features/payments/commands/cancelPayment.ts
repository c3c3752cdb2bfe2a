import type { PaymentResult } from '@common/payments';
import type { AppContext } from '../../../context';
import type { TransactionRow, UserRow } from '../../../db/schema';
import { presentPaymentResult } from '../presenter';
import { paymentProvider, providerUnavailable } from '../providers/index';
import { settlePayment } from '../settle';
import { findOwnPayment } from './readPayment';

/**
 * Gives the payment up at Stripe. A plan's first payment belongs to its subscription's invoice, which Stripe
 * does not let us cancel directly: the incomplete subscription is canceled instead (its invoice and payment
 * go with it).
 */
async function cancelAtStripe(ctx: AppContext, row: TransactionRow, intentId: string): Promise<void> {
  const provider = paymentProvider(ctx.config);
  if (row.paymentType === 'subscription') {
    const plan = await ctx.database.db
      .selectFrom('subscriptions')
      .select('providerSubscriptionId')
      .where('transactionId', '=', row.id)
      .executeTakeFirst();
    if (plan?.providerSubscriptionId) {
      await provider.cancelSubscription(plan.providerSubscriptionId);
      return;
    }
  }
  await provider.cancel(intentId);
}

/**
 * The payer gives up a pending payment (Cancel on the payment step): it is canceled with the provider and
 * its feature's failure hook frees what it held. A settled payment is answered as it is. When the provider
 * cannot be reached the payment stays pending and the answer is a 502 (its message never reaches the payer).
 */
export async function cancelPayment(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  transactionId: number,
): Promise<PaymentResult> {
  const row = await findOwnPayment(ctx, user, transactionId);
  if (row.status !== 'pending') return presentPaymentResult(row);
  const intentId = row.stripePaymentIntentId;
  if (row.provider === 'stripe' && intentId && ctx.config.stripe) {
    let state;
    try {
      state = await paymentProvider(ctx.config).retrieve(intentId);
      if (state.status === 'pending') await cancelAtStripe(ctx, row, intentId);
    } catch (error) {
      ctx.log.error({ err: error, transactionId }, 'payment not canceled at the provider');
      throw providerUnavailable();
    }
    if (state.status === 'succeeded') {
      // Paid meanwhile (the webhook is on its way): the payment stands.
      return presentPaymentResult(
        (await settlePayment(ctx, { transactionId: row.id }, { status: 'succeeded' })) ?? row,
      );
    }
  }
  const settled = await settlePayment(ctx, { transactionId: row.id }, { status: 'canceled', message: null });
  return presentPaymentResult(settled ?? row);
}
