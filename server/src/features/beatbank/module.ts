import { defineFeature } from '../featureModule';
import { beatProduct } from './product';
import { beatbankRoutes } from './routes';

/** The Beat Bank: routes; a settled purchase delivers its licences, a refund revokes them. */
export const beatbankModule = defineFeature({
  name: 'beatbank',
  routes: beatbankRoutes,
  payments: { products: [beatProduct] },
});
