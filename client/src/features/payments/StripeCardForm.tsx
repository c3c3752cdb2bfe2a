import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { waitForPayment } from './checkout';
import { PaymentActions } from './PaymentActions';
import type { CardFormProps } from './SandboxCardForm';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, loaded once per publishable key. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's Payment Element for the checkout's client secret, themed like the app. */
export function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.checkout.clientSecret,
        appearance: {
          theme: 'night',
          variables: { colorPrimary: '#FF0080', colorBackground: '#18181B', borderRadius: '8px' },
        },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  checkout,
  amountLabel,
  providerReady,
  onPaid,
  onFailed,
  onBack,
  onCancel,
}: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    onFailed(message);
    setProcessing(false);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setError(null);
    try {
      // Part 1, section 7: the return address is the site's own origin, redirecting only if required.
      const { error: declined } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: window.location.origin },
        redirect: 'if_required',
      });
      if (declined) {
        fail(declined.message ?? 'Your card was declined.');
        return;
      }
      const result = await waitForPayment(checkout.transactionId);
      if (result.status === 'succeeded') {
        onPaid(result);
        return;
      }
      fail(
        result.status === 'pending'
          ? 'Your payment is still being processed. We will confirm it as soon as it completes.'
          : (result.message ?? 'Your payment did not go through.'),
      );
    } catch (failure) {
      fail(errorMessage(failure) || 'Your payment did not go through.');
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5" aria-label="Card details">
      <PaymentElement onReady={() => setElementReady(true)} />
      {error ? (
        <p
          role="alert"
          className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {error}
        </p>
      ) : null}
      <PaymentActions
        amountLabel={amountLabel}
        ready={providerReady && elementReady && Boolean(stripe && elements)}
        processing={processing}
        onBack={onBack}
        onCancel={onCancel}
      />
    </form>
  );
}
