import { defineFeature } from '../featureModule';
import { planProduct } from './product';
import { endProviderSubscription, renewProviderSubscription } from './commands/providerSubscriptions';
import { subscriptionRoutes } from './routes';

/**
 * Artist plans: routes; a settled first payment starts the plan, a failed one drops it, a refund ends it; the
 * provider's events end or renew plans billed there.
 */
export const subscriptionModule = defineFeature({
  name: 'subscription',
  routes: subscriptionRoutes,
  payments: {
    products: [planProduct],
    subscriptions: { ended: endProviderSubscription, renewed: renewProviderSubscription },
  },
});
