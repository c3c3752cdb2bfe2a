import { randomBytes } from 'node:crypto';
import { HttpError } from '../../../lib/errors';
import type { PaymentProvider, ProviderPayment } from './provider';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** Opens a sandbox payment: an id of ours and a client secret that only the payer's confirmation uses. */
function open(prefix: string): ProviderPayment {
  const providerId = `${prefix}_${token(12)}`;
  return { providerId, clientSecret: `${providerId}_secret_${token(12)}` };
}

/**
 * The built-in provider: no account anywhere, no money moved. Payments are confirmed by our own card form
 * (POST /api/payments/sandbox/confirm), so the database is the only record of their state.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createPayment() {
    return open('sbx_pi');
  },
  async createSubscription() {
    return { ...open('sbx_pi'), subscriptionId: `sbx_sub_${token(12)}`, customerId: null };
  },
  async retrieve() {
    return { status: 'pending', message: null };
  },
  async cancel() {},
  async cancelSubscription() {},
  async refund() {
    // No money moved, so there is nothing to give back: the refund is only recorded.
    return { refundId: `sbx_re_${token(12)}` };
  },
  parseWebhook() {
    throw new HttpError(404, 'Webhooks are only received when Stripe is configured');
  },
};
