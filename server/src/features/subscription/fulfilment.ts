import { isPostgres } from '../../db/migrations/columns';
import { afterCommit, type PaymentHook, paymentProvider } from '../payments';

/** The same day of the month, one month on (the 31st becomes the month's last day). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next;
}

/**
 * A plan's first payment succeeded: the plan becomes the user's one active plan for a month, replacing the
 * previous one. The user row is locked first (PostgreSQL) so two plans settling together are applied one
 * after the other; a plan canceled meanwhile (its subscription ended) does not come back. Replaced plans are
 * canceled at the provider once this is committed.
 */
export const startPlan: PaymentHook = async (trx, payment, ctx) => {
  if (payment.userId === null) return;
  let lock = trx.selectFrom('users').select('id').where('id', '=', payment.userId);
  if (isPostgres(trx)) lock = lock.forUpdate();
  if (!(await lock.executeTakeFirst())) return;
  const now = new Date();
  const activated = await trx
    .updateTable('subscriptions')
    .set({
      status: 'active',
      currentPeriodEnd: oneMonthAfter(now).toISOString(),
      updatedAt: now.toISOString(),
    })
    .where('transactionId', '=', payment.id)
    .where('kind', '=', 'plan')
    .where('status', '=', 'incomplete')
    .returning(['id', 'planId'])
    .executeTakeFirst();
  if (!activated) {
    ctx.log.warn({ transactionId: payment.id }, 'paid plan was no longer waiting for its payment');
    return;
  }
  const replaced = await trx
    .updateTable('subscriptions')
    .set({ status: 'canceled', updatedAt: now.toISOString() })
    .where('userId', '=', payment.userId)
    .where('kind', '=', 'plan')
    .where('status', '=', 'active')
    .where('id', '!=', activated.id)
    .returning('providerSubscriptionId')
    .execute();
  await trx.updateTable('users').set({ planId: activated.planId }).where('id', '=', payment.userId).execute();
  const providerIds = replaced.map((row) => row.providerSubscriptionId).filter((id): id is string => !!id);
  if (ctx.config.stripe && providerIds.length > 0) {
    const provider = paymentProvider(ctx.config);
    for (const id of providerIds) {
      afterCommit(trx, async () => {
        try {
          await provider.cancelSubscription(id);
        } catch (error) {
          ctx.log.error({ err: error, subscriptionId: id }, 'replaced plan not canceled at the provider');
        }
      });
    }
  }
};

/** The first payment failed or was canceled: the plan never starts. */
export const dropPlan: PaymentHook = async (trx, payment) => {
  await trx
    .updateTable('subscriptions')
    .set({ status: 'canceled', updatedAt: new Date().toISOString() })
    .where('transactionId', '=', payment.id)
    .where('status', '=', 'incomplete')
    .execute();
};
