import { defineFeature } from '../featureModule';
import { tipProduct } from './product';
import { tipsRoutes } from './routes';

/** Tips: routes; a settled tip tells the artist. */
export const tipsModule = defineFeature({
  name: 'tips',
  routes: tipsRoutes,
  payments: { products: [tipProduct] },
});
