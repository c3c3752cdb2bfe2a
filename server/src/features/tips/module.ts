import { defineFeature } from '../featureModule';
import { fulfilTip } from './fulfilment';
import { tipsRoutes } from './routes';

/** Tips: routes; a settled tip tells the artist. */
export const tipsModule = defineFeature({
  name: 'tips',
  routes: tipsRoutes,
  payments: { products: { tip: { succeeded: fulfilTip } } },
});
