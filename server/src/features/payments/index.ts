/** The payments feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { CHECKOUT_RATE_LIMIT, createCheckout, idempotencyHeaderSchema, idempotencyKeyOf } from './checkout';
export { creatorMayRefund, refundableUntil } from './commands/refundAsCreator';
export { refundPayment, refundRecordOf } from './commands/refundPayment';
export { originalSharesOf, PARTIAL_REFUND_KEY } from './endPurchase';
export { afterCommit, type PaymentEnding, type PaymentHook, type RefundHook } from './fulfilment';
export { DESCRIPTION_KEY, metadataOf } from './presenter';
export {
  definePaidProduct,
  installPaymentPlugs,
  type PaidProduct,
  type PaymentPlugs,
  type ProviderSubscriptionHooks,
} from './products';
export { paymentProvider } from './providers/index';
export { markRefundDue, refundWhenCommitted } from './refunds';
