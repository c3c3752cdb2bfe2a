import type { AppConfig } from '../../../config';
import { HttpError } from '../../../lib/errors';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

const providers = new WeakMap<object, PaymentProvider>();

/** The configured provider: Stripe when config.stripe is set, the built-in sandbox otherwise. */
export function paymentProvider(config: Pick<AppConfig, 'stripe'>): PaymentProvider {
  const stripe = config.stripe;
  if (!stripe) return sandboxProvider;
  let provider = providers.get(stripe);
  if (!provider) {
    provider = createStripeProvider(stripe);
    providers.set(stripe, provider);
  }
  return provider;
}

/** What the payer reads when the provider fails or refuses a call (its own text is only logged). */
export const PROVIDER_UNAVAILABLE = 'The payment provider is not available right now. Please try again.';

/** The 502 answered when a provider call fails. */
export const providerUnavailable = (): HttpError => new HttpError(502, PROVIDER_UNAVAILABLE);

/** Warnings about the payment set-up, logged when the app starts. */
export function paymentSetupWarnings(config: Pick<AppConfig, 'env' | 'stripe'>): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.stripe) {
    warnings.push('Payments use the sandbox: no real money moves');
  }
  if (config.stripe && !config.stripe.webhookSecret) {
    warnings.push(
      'Stripe is configured without STRIPE_WEBHOOK_SECRET: webhooks are refused, so payments settle only when their status is read',
    );
  }
  return warnings;
}
