import { findPlan } from '@common/plans';
import { isPostgres } from '../../db/migrations/columns';
import { afterCommit, paymentProvider, type RefundHook } from '../payments';
import { revertPlan } from './commands/providerSubscriptions';

/**
 * What ending a plan's payment takes back: the plan ends now and the user's plan reverts to another active
 * plan, or to none. Its subscription at the provider is canceled once this is committed, so it is not charged
 * again. Answers what the payer lost.
 */
export const revokePlan: RefundHook = async (trx, payment, ctx, ending) => {
  if (payment.userId === null) return;
  let lock = trx.selectFrom('users').select('id').where('id', '=', payment.userId);
  if (isPostgres(trx)) lock = lock.forUpdate();
  if (!(await lock.executeTakeFirst())) return;
  const ended = await trx
    .updateTable('subscriptions')
    .set({ status: 'canceled', currentPeriodEnd: ending.at, updatedAt: ending.at })
    .where('transactionId', '=', payment.id)
    .where('kind', '=', 'plan')
    .where('status', '!=', 'canceled')
    .returning(['planId', 'providerSubscriptionId'])
    .executeTakeFirst();
  if (!ended) return;
  await revertPlan(trx, payment.userId);
  const subscriptionId = ended.providerSubscriptionId;
  if (ctx.config.stripe && subscriptionId) {
    const provider = paymentProvider(ctx.config);
    afterCommit(trx, async () => {
      try {
        await provider.cancelSubscription(subscriptionId);
      } catch (error) {
        ctx.log.error({ err: error, subscriptionId }, 'refunded plan not canceled at the provider');
      }
    });
  }
  const name = findPlan(ended.planId)?.name ?? 'plan';
  return `Your ${name} plan has ended.`;
};
