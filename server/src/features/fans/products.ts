import { definePaidProduct } from '../payments/index';
import { fulfilFanSubscription, fulfilGift } from './fulfilment';
import { revokeMembership } from './revokeMembership';

/** A Premium Fan subscription: the membership starts once paid and ends with a refund. */
export const fanSubscriptionProduct = definePaidProduct({
  type: 'fan_subscription',
  label: 'Premium Fan subscription',
  succeeded: fulfilFanSubscription,
  refunded: revokeMembership,
});

/** A Premium Fan month given to someone else: theirs once paid, taken back with a refund. */
export const giftProduct = definePaidProduct({
  type: 'gift',
  label: 'Gift',
  succeeded: fulfilGift,
  refunded: revokeMembership,
});
