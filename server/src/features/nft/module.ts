import { defineFeature } from '../featureModule';
import { voidEdition } from './revokeEdition';
import { nftRoutes } from './routes';
import { fulfilEdition, releaseEdition } from './settlement';

/** Limited editions: routes; a settled payment issues the edition, a failed one frees it, a refund voids it. */
export const nftModule = defineFeature({
  name: 'nft',
  routes: nftRoutes,
  payments: {
    products: { nft_purchase: { succeeded: fulfilEdition, failed: releaseEdition, refunded: voidEdition } },
  },
});
