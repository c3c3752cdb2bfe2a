import type { PlanId } from '@common/plans';

/** One line under each plan's name in the plan picker. */
export const PLAN_TAGLINES: Record<PlanId, string> = {
  price_basic: 'For artists getting their first releases out.',
  price_pro: 'For artists ready to grow their audience and earnings.',
  price_dj: 'For DJs who curate, host and break new records.',
};
