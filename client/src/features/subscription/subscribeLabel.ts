import { formatUsd, type Plan } from '@common/plans';

/** The dialog's main button: 'Select a plan' until one is chosen, then what it will subscribe to. */
export function subscribeLabel(plan: Plan | undefined): string {
  return plan ? `Subscribe to ${plan.name} (${formatUsd(plan.price)}/month)` : 'Select a plan';
}
