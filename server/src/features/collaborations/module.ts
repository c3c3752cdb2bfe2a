import { defineFeature } from '../featureModule';
import { collabFeeProduct } from './fee';
import { collaborationsRoutes } from './routes';

/** Collaborations: routes; the matchmaker's setup fee starts, drops or ends its collaboration. */
export const collaborationsModule = defineFeature({
  name: 'collaborations',
  routes: collaborationsRoutes,
  payments: { products: [collabFeeProduct] },
});
