import { defineFeature } from '../featureModule';
import { endProviderSubscription, renewProviderSubscription } from './commands/providerSubscriptions';
import { dropPlan, startPlan } from './fulfilment';
import { revokePlan } from './revokePlan';
import { subscriptionRoutes } from './routes';

/**
 * Artist plans: routes; a settled first payment starts the plan, a failed one drops it, a refund ends it; the
 * provider's events end or renew plans billed there.
 */
export const subscriptionModule = defineFeature({
  name: 'subscription',
  routes: subscriptionRoutes,
  payments: {
    products: { subscription: { succeeded: startPlan, failed: dropPlan, refunded: revokePlan } },
    subscriptions: { ended: endProviderSubscription, renewed: renewProviderSubscription },
  },
});
