import { definePaidProduct } from '../payments/index';
import { dropPlan, startPlan } from './fulfilment';
import { revokePlan } from './revokePlan';

/** An artist plan's first month: the plan starts once paid, never starts if it fails, ends with a refund. */
export const planProduct = definePaidProduct({
  type: 'subscription',
  label: 'Plan subscription (monthly)',
  succeeded: startPlan,
  failed: dropPlan,
  refunded: revokePlan,
});
