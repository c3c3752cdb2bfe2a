import { formatUsd, type Plan } from '@common/plans';
import { ArrowLeft, CreditCard, Lock } from 'lucide-react';
import { Button } from '@/ui/Button';

interface PaymentStepProps {
  plan: Plan;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * The card-payment step: what is being paid for, Back to the plan list, Cancel and Pay. Pay stays
 * disabled while the payment provider is not ready.
 */
export function PaymentStep({ plan, onBack, onCancel }: PaymentStepProps) {
  const amount = formatUsd(plan.price);
  return (
    <div className="grid gap-5">
      <dl className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03] text-sm">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Amount</dt>
          <dd className="text-lg font-bold">
            {amount}
            <span className="text-sm font-normal text-muted">/month</span>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Description</dt>
          <dd className="text-right font-medium">{plan.name} monthly subscription</dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Payment type</dt>
          <dd className="inline-flex items-center gap-2 font-medium">
            <CreditCard className="size-4 text-primary" aria-hidden /> Card subscription
          </dd>
        </div>
      </dl>

      <p
        role="status"
        className="flex items-start gap-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
      >
        <Lock className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
        <span>
          The payment provider is not ready yet, so card details cannot be taken here. You have not been
          charged.
        </span>
      </p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        <Button variant="ghost" onClick={onBack} className="sm:mr-auto">
          <ArrowLeft aria-hidden /> Back
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled>
          <Lock aria-hidden /> Pay {amount}
        </Button>
      </div>
    </div>
  );
}
