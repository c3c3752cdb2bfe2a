import type { AppContext } from '../../context';
import {
  onPaymentFailed,
  onPaymentRefunded,
  onPaymentSucceeded,
  type PaymentHook,
  type RefundHook,
} from './fulfilment';

/**
 * Something a feature sells: the type its payments are stored under, how the payment step names it, and what
 * the feature does as such a payment settles, fails and ends. Defined once in the feature's folder (its
 * module plugs it in) and handed to createCheckout, so a payment is always of a product some feature handles.
 */
export interface PaidProduct {
  /** Stored on each of its payments (transactions.payment_type), e.g. 'tip'. */
  readonly type: string;
  /** How the payment step names it, e.g. 'Tip'. */
  readonly label: string;
  /** Runs in the settling transaction when a payment succeeds: deliver what was bought. */
  readonly succeeded?: PaymentHook;
  /** Runs in the settling transaction when a payment fails or is canceled: release what was held. */
  readonly failed?: PaymentHook;
  /** Runs in the ending transaction of a full refund or a dispute: take back what was bought. */
  readonly refunded?: RefundHook;
}

/** Defines a paid product (see PaidProduct). */
export function definePaidProduct(product: PaidProduct): PaidProduct {
  return product;
}

/** What the provider's events about recurring subscriptions (plans billed by Stripe) do. */
export interface ProviderSubscriptionHooks {
  /** The subscription ended at the provider (canceled, or unpaid for good). */
  ended(ctx: Pick<AppContext, 'database'>, subscriptionId: string): Promise<void>;
  /** A later period of the subscription was paid at the provider. */
  renewed(ctx: Pick<AppContext, 'database'>, subscriptionId: string, periodEnd: string | null): Promise<void>;
}

/** What a feature plugs into payments: the products it sells, and (one feature) the subscription events. */
export interface PaymentPlugs {
  products?: readonly PaidProduct[];
  subscriptions?: ProviderSubscriptionHooks;
}

const products = new Map<string, PaidProduct>();
let subscriptionHooks: ProviderSubscriptionHooks | undefined;

/** The product payments of this type are for, once plugged in. */
export function paidProduct(type: string): PaidProduct | undefined {
  return products.get(type);
}

/** What the provider's subscription events do, if a feature plugged it in. */
export function providerSubscriptionHooks(): ProviderSubscriptionHooks | undefined {
  return subscriptionHooks;
}

/**
 * Installs the features' payment plugs (called by buildApp with every module's, from the one module list).
 * They are kept per process: the module list is the same for every app a process builds, so installing again
 * changes nothing. A payment type or the subscription events plugged in twice is a mistake.
 */
export function installPaymentPlugs(plugs: readonly PaymentPlugs[]): void {
  const installed = new Map<string, PaidProduct>();
  let subscriptions: ProviderSubscriptionHooks | undefined;
  for (const plug of plugs) {
    for (const product of plug.products ?? []) {
      if (installed.has(product.type))
        throw new Error(`Two features plug in payments of type ${product.type}`);
      installed.set(product.type, product);
    }
    if (plug.subscriptions) {
      if (subscriptions) throw new Error('Two features plug in provider subscription events');
      subscriptions = plug.subscriptions;
    }
  }
  for (const product of installed.values()) {
    products.set(product.type, product);
    if (product.succeeded) onPaymentSucceeded(product.type, product.succeeded);
    if (product.failed) onPaymentFailed(product.type, product.failed);
    if (product.refunded) onPaymentRefunded(product.type, product.refunded);
  }
  subscriptionHooks = subscriptions;
}
