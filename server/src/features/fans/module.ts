import { defineFeature } from '../featureModule';
import { fulfilFanSubscription, fulfilGift } from './fulfilment';
import { revokeMembership } from './revokeMembership';
import { fansRoutes } from './routes';

/** Premium Fan subscriptions and gifts: routes; a settled payment starts the membership, a refund ends it. */
export const fansModule = defineFeature({
  name: 'fans',
  routes: fansRoutes,
  payments: {
    products: {
      fan_subscription: { succeeded: fulfilFanSubscription, refunded: revokeMembership },
      gift: { succeeded: fulfilGift, refunded: revokeMembership },
    },
  },
});
