import { defineFeature } from '../featureModule';
import { fanSubscriptionProduct, giftProduct } from './products';
import { fansRoutes } from './routes';

/** Premium Fan subscriptions and gifts: routes; a settled payment starts the membership, a refund ends it. */
export const fansModule = defineFeature({
  name: 'fans',
  routes: fansRoutes,
  payments: { products: [fanSubscriptionProduct, giftProduct] },
});
