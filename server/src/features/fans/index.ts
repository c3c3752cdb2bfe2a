export { fulfilFanSubscription, fulfilGift } from './fulfilment';
export { addInterval, isPremiumFan } from './membership';
