import type { Checkout, PaymentResult } from '@common/payments';
import { useRef, useState } from 'react';
import { newIdempotencyKey, startCheckout } from '@/features/payments';
import { errorMessage } from '@/lib/api';

export type CheckoutStep = 'form' | 'pay' | 'done';

/**
 * The steps of a paid dialog: the feature's form, the payment step with the server's checkout, and done.
 * A retried start of the same request (after a failed start) reuses its Idempotency-Key, so it never opens a
 * second payment.
 */
export function useCheckoutFlow() {
  const [step, setStep] = useState<CheckoutStep>('form');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ request: string; key: string } | null>(null);

  async function start(path: string, body: unknown): Promise<void> {
    const request = `${path} ${JSON.stringify(body)}`;
    if (attempt.current?.request !== request) attempt.current = { request, key: newIdempotencyKey() };
    setPending(true);
    setError(null);
    try {
      setCheckout(await startCheckout(path, body, attempt.current.key));
      setStep('pay');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return {
    step,
    checkout,
    result,
    error,
    pending,
    start,
    /** The payment succeeded: the next attempt is a new purchase. */
    succeed(paid: PaymentResult) {
      attempt.current = null;
      setResult(paid);
      setStep('done');
    },
    /** Back to the form: the payment step cancelled the open payment, so the next start is a new attempt. */
    back() {
      attempt.current = null;
      setCheckout(null);
      setStep('form');
    },
    reset() {
      attempt.current = null;
      setStep('form');
      setCheckout(null);
      setResult(null);
      setError(null);
      setPending(false);
    },
  };
}
