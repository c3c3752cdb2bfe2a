/** The fans feature's public entry: what other features use of it. */
export { SendGiftDialog } from './SendGiftDialog';
export { SubscribeArtistDialog } from './SubscribeArtistDialog';
export { useFanSubscription } from './useFanSubscription';
