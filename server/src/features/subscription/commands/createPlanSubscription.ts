import { findPlan, PLAN_MESSAGES, type PlanCheckout, type PlanId } from '@common/plans';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { createCheckout } from '../../payments';
import { planProduct } from '../product';

/**
 * Opens the payment of an artist plan's first month: the price is the server's (the client names the plan
 * only), and an incomplete plan subscription waits for the payment to activate it.
 */
export async function createPlanSubscription(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
  priceId: PlanId,
  idempotencyKey: string,
): Promise<PlanCheckout> {
  const plan = findPlan(priceId);
  if (!plan) throw badRequest(PLAN_MESSAGES.unknownPlan);
  const checkout = await createCheckout(ctx, {
    user,
    product: planProduct,
    amount: plan.priceCents,
    description: `${plan.name} subscription`,
    idempotencyKey,
    contentType: 'plan',
    metadata: { planId: plan.id },
    plan: { planId: plan.id },
    prepare: async (trx, transactionId) => {
      const now = new Date().toISOString();
      await trx
        .insertInto('subscriptions')
        .values({
          userId: user.id,
          kind: 'plan',
          planId: plan.id,
          interval: 'month',
          status: 'incomplete',
          transactionId,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    },
  });
  return { ...checkout, planId: plan.id };
}
