import { defineFeature } from '../featureModule';
import { collabFeeHooks } from './fee';
import { collaborationsRoutes } from './routes';

/** Collaborations: routes; the matchmaker's setup fee starts, drops or ends its collaboration. */
export const collaborationsModule = defineFeature({
  name: 'collaborations',
  routes: collaborationsRoutes,
  payments: { products: { collab_fee: collabFeeHooks } },
});
