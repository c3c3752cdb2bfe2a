/** The payments feature's public entry: what other features use of it. */
export { PaymentStep } from './PaymentStep';
export { cancelPayment, newIdempotencyKey, startCheckout, waitForPayment } from './checkout';
