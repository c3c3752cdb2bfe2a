export {
  afterCommit,
  installPaymentPlugs,
  type PaymentEnding,
  type PaymentHook,
  type PaymentPlugs,
  type ProductHooks,
  type ProviderSubscriptionHooks,
  type RefundHook,
} from './fulfilment';
