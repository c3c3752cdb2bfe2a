import { definePaidProduct } from '../payments/index';
import { deliverBeatPurchase } from './fulfilment';
import { revokeLicences } from './revokeLicence';

/** Beat licences (one payment per producer of a cart): delivered once paid, revoked with a refund. */
export const beatProduct = definePaidProduct({
  type: 'beat_purchase',
  label: 'Beat licence purchase',
  succeeded: deliverBeatPurchase,
  refunded: revokeLicences,
});
