import type { Checkout, PaymentResult } from '@common/payments';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api';
import { formatCardNumber, formatCvc, formatExpiry } from './cardFormat';
import { confirmSandboxPayment } from './checkout';
import { PaymentActions } from './PaymentActions';

export interface CardFormProps {
  checkout: Checkout;
  amountLabel: string;
  /** The provider answered (configuration loaded). */
  providerReady: boolean;
  onPaid: (result: PaymentResult) => void;
  onFailed: (message: string) => void;
  onBack?: (() => void) | undefined;
  onCancel: () => void;
}

const inputClass =
  'h-11 w-full rounded-lg border border-white/10 bg-background/80 px-3.5 text-sm tabular-nums text-foreground placeholder:text-muted/60 shadow-inner transition-colors ' +
  'hover:border-white/20 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:opacity-50';

/** The sandbox's own card form: number, MM/YY and CVC, with the test cards it takes. */
export function SandboxCardForm({
  checkout,
  amountLabel,
  providerReady,
  onPaid,
  onFailed,
  onBack,
  onCancel,
}: CardFormProps) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await confirmSandboxPayment({
        clientSecret: checkout.clientSecret,
        cardNumber,
        expiry,
        cvc,
      });
      if (result.status === 'succeeded') {
        onPaid(result);
        return;
      }
      const message = result.message ?? `This payment is ${result.status}.`;
      setError(message);
      onFailed(message);
    } catch (failure) {
      const message = errorMessage(failure) || 'Your card was declined.';
      setError(message);
      onFailed(message);
    }
    setProcessing(false);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5" aria-label="Card details" noValidate>
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border border-sky-400/30 bg-sky-400/10 px-4 py-3 text-sm text-sky-100"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-sky-300" aria-hidden />
        <p>
          <span className="font-semibold">Sandbox payments: no real money moves.</span> Pay with the test card{' '}
          <span className="whitespace-nowrap font-mono">4242 4242 4242 4242</span>, any future date and any
          3-digit CVC. <span className="whitespace-nowrap font-mono">4000 0000 0000 0002</span> shows a
          declined card; real card numbers are refused.
        </p>
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_6rem]">
        <label className="grid gap-1.5 text-sm font-medium" htmlFor={`${id}-number`}>
          Card number
          <input
            id={`${id}-number`}
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={cardNumber}
            onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
            disabled={processing}
            aria-invalid={error ? true : undefined}
            required
          />
        </label>
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <label className="grid gap-1.5 text-sm font-medium" htmlFor={`${id}-expiry`}>
            Expiry
            <input
              id={`${id}-expiry`}
              className={inputClass}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={expiry}
              onChange={(e) => setExpiry(formatExpiry(e.target.value, expiry))}
              disabled={processing}
              required
            />
          </label>
          <label className="grid gap-1.5 text-sm font-medium" htmlFor={`${id}-cvc`}>
            CVC
            <input
              id={`${id}-cvc`}
              className={inputClass}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={cvc}
              onChange={(e) => setCvc(formatCvc(e.target.value))}
              disabled={processing}
              required
            />
          </label>
        </div>
      </div>

      <p
        role="alert"
        className={cn(
          'rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200',
          error ? '' : 'hidden',
        )}
      >
        {error}
      </p>

      <PaymentActions
        amountLabel={amountLabel}
        ready={providerReady}
        processing={processing}
        onBack={onBack}
        onCancel={onCancel}
      />
    </form>
  );
}
