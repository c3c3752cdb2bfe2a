import {
  type Checkout,
  IDEMPOTENCY_HEADER,
  type PaymentResult,
  type PaymentsConfig,
  type SandboxConfirmInput,
} from '@common/payments';
import { request } from '@/lib/api';

/** A fresh Idempotency-Key for one purchase attempt (reuse it when retrying the same attempt). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Starts a purchase: posts the feature's request with its Idempotency-Key and answers the server's
 * checkout (amount, description, client secret).
 */
export async function startCheckout(path: string, body: unknown, idempotencyKey: string): Promise<Checkout> {
  const checkout = await request<Checkout>('POST', path, {
    body: body ?? {},
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  // Without a client secret there is nothing to pay.
  if (typeof checkout?.clientSecret !== 'string' || !checkout.clientSecret) throw new Error('');
  return checkout;
}

/** GET /api/payments/config: the provider the payment step confirms with. */
export const PAYMENTS_CONFIG_QUERY_KEY = ['/api/payments/config'] as const;

/** Which provider confirms payments (the sandbox card form, or Stripe's Payment Element). */
export function fetchPaymentsConfig(): Promise<PaymentsConfig> {
  return request<PaymentsConfig>('GET', '/api/payments/config');
}

/** Confirms a sandbox payment with a test card; a declined card rejects with the decline message. */
export function confirmSandboxPayment(input: SandboxConfirmInput): Promise<PaymentResult> {
  return request<PaymentResult>('POST', '/api/payments/sandbox/confirm', { body: input });
}

/** Where a payment stands. */
export function fetchPayment(transactionId: number): Promise<PaymentResult> {
  return request<PaymentResult>('GET', `/api/payments/${transactionId}`);
}

/** Gives up a pending payment (frees what it held); errors are ignored, the payment then simply lapses. */
export function cancelPayment(transactionId: number): void {
  void request('POST', `/api/payments/${transactionId}/cancel`).catch(() => undefined);
}

/** Reads a payment until it is final (the provider's webhook settles it), or until the time is up. */
export async function waitForPayment(
  transactionId: number,
  { intervalMs = 1000, timeoutMs = 60_000 } = {},
): Promise<PaymentResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await fetchPayment(transactionId);
    if (result.status !== 'pending' || Date.now() >= deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
