import type { Checkout, PaymentResult } from '@common/payments';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { toast } from '@/ui/useToast';
import { Spinner } from '@/ui/Spinner';
import { cancelPayment, fetchPaymentsConfig, PAYMENTS_CONFIG_QUERY_KEY } from './checkout';
import { PaymentActions } from './PaymentActions';
import { SandboxCardForm } from './SandboxCardForm';

// Stripe's libraries load only when Stripe confirms the payment.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })));

export interface PaymentStepProps {
  checkout: Checkout;
  /** Called once the payment succeeded (after the 'Payment Successful' toast). */
  onSuccess: (result: PaymentResult) => void;
  onCancel: () => void;
  /** Shows a Back button (e.g. back to the plan list). */
  onBack?: () => void;
  /** Shown after the amount, e.g. '/month'. */
  amountSuffix?: string;
}

/** Cents as dollars with two decimals, e.g. `$9.99`. */
export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The card-payment step: amount, description and payment type, the card form of the configured provider,
 * Cancel and Pay. A declined card shows 'Payment Failed' and leaves the form usable.
 */
export function PaymentStep({ checkout, onSuccess, onCancel, onBack, amountSuffix }: PaymentStepProps) {
  const config = useQuery({
    queryKey: PAYMENTS_CONFIG_QUERY_KEY,
    queryFn: fetchPaymentsConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const settled = useRef(false);
  const amountLabel = formatCents(checkout.amount);

  const leave = (then: () => void) => () => {
    // The abandoned payment is canceled, so whatever it held (a reserved edition) is freed at once.
    if (!settled.current) cancelPayment(checkout.transactionId);
    then();
  };

  function handlePaid(result: PaymentResult) {
    settled.current = true;
    toast({ title: 'Payment Successful', description: 'Thank you for your payment!' });
    onSuccess(result);
  }

  function handleFailed(message: string) {
    toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
  }

  const formProps = {
    checkout,
    amountLabel,
    providerReady: config.isSuccess,
    onPaid: handlePaid,
    onFailed: handleFailed,
    onBack: onBack ? leave(onBack) : undefined,
    onCancel: leave(onCancel),
  };
  const loading = (
    <div className="grid place-items-center py-10">
      <Spinner label="Loading the payment form" />
    </div>
  );

  return (
    <div className="grid gap-5">
      <dl className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03] text-sm">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Amount</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="payment-amount">
            {amountLabel}
            {amountSuffix ? <span className="text-sm font-normal text-muted">{amountSuffix}</span> : null}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Description</dt>
          <dd className="text-right font-medium">{checkout.description}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Payment type</dt>
          <dd className="inline-flex items-center gap-2 text-right font-medium">
            <CreditCard className="size-4 shrink-0 text-primary-text" aria-hidden />
            {checkout.paymentLabel}
          </dd>
        </div>
      </dl>

      {config.isError ? (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
          The payment provider could not be reached, so card details cannot be taken right now. You have not
          been charged.
        </p>
      ) : null}

      {checkout.provider === 'stripe' ? (
        config.data?.publishableKey ? (
          <Suspense fallback={loading}>
            <StripeCardForm {...formProps} publishableKey={config.data.publishableKey} />
          </Suspense>
        ) : config.isPending ? (
          loading
        ) : (
          <PaymentActions
            amountLabel={amountLabel}
            ready={false}
            processing={false}
            onBack={formProps.onBack}
            onCancel={formProps.onCancel}
          />
        )
      ) : (
        <SandboxCardForm
          {...formProps}
          providerReady={config.isSuccess && config.data.provider === 'sandbox'}
        />
      )}
    </div>
  );
}
