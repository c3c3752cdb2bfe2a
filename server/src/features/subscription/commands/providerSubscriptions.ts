import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';

/** After a plan subscription ended: the user's plan becomes their newest other active plan, or none. */
export async function revertPlan(trx: Kysely<Database>, userId: number): Promise<void> {
  const stillActive = await trx
    .selectFrom('subscriptions')
    .select('planId')
    .where('userId', '=', userId)
    .where('kind', '=', 'plan')
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set({ planId: stillActive?.planId ?? null })
    .where('id', '=', userId)
    .execute();
}

/** A plan subscription ended at the provider (canceled, or unpaid for good): the user's plan ends with it. */
export async function endProviderSubscription(
  ctx: Pick<AppContext, 'database'>,
  subscriptionId: string,
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', updatedAt: new Date().toISOString() })
      .where('providerSubscriptionId', '=', subscriptionId)
      .where('status', '!=', 'canceled')
      .returning(['userId', 'planId', 'kind'])
      .executeTakeFirst();
    if (!ended || ended.kind !== 'plan') return;
    await revertPlan(trx, ended.userId);
  });
}

/** A plan subscription's later month was paid at the provider: its period moves on. */
export async function renewProviderSubscription(
  ctx: Pick<AppContext, 'database'>,
  subscriptionId: string,
  periodEnd: string | null,
): Promise<void> {
  if (!periodEnd) return;
  await ctx.database.db
    .updateTable('subscriptions')
    .set({ currentPeriodEnd: periodEnd, updatedAt: new Date().toISOString() })
    .where('providerSubscriptionId', '=', subscriptionId)
    .where('status', '=', 'active')
    .execute();
}
