/** The tips feature's public entry: what other features use of it. */
export { CheckoutActions } from './CheckoutActions';
export { PaymentDone } from './PaymentDone';
export { SignInPrompt } from './SignInPrompt';
export { TipArtistButton } from './TipArtistButton';
export { TipArtistDialog } from './TipArtistDialog';
export { useCheckoutFlow } from './useCheckoutFlow';
