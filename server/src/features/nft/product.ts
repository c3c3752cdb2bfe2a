import { definePaidProduct } from '../payments/index';
import { voidEdition } from './revokeEdition';
import { fulfilEdition, releaseEdition } from './settlement';

/** A limited edition: a settled payment issues it, a failed one frees its number, a refund voids it. */
export const editionProduct = definePaidProduct({
  type: 'nft_purchase',
  label: 'Limited edition purchase',
  succeeded: fulfilEdition,
  failed: releaseEdition,
  refunded: voidEdition,
});
