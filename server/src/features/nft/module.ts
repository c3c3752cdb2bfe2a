import { defineFeature } from '../featureModule';
import { editionProduct } from './product';
import { nftRoutes } from './routes';

/** Limited editions: routes; a settled payment issues the edition, a failed one frees it, a refund voids it. */
export const nftModule = defineFeature({
  name: 'nft',
  routes: nftRoutes,
  payments: { products: [editionProduct] },
});
