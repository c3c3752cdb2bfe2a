import { ArrowLeft, Lock } from 'lucide-react';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';

interface PaymentActionsProps {
  amountLabel: string;
  /** The provider is ready to take the card. */
  ready: boolean;
  processing: boolean;
  onBack?: (() => void) | undefined;
  onCancel: () => void;
}

/** Back (when offered), Cancel and Pay; Pay is a submit button, disabled until ready and while processing. */
export function PaymentActions({ amountLabel, ready, processing, onBack, onCancel }: PaymentActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
      {onBack ? (
        <Button type="button" variant="ghost" onClick={onBack} disabled={processing} className="sm:mr-auto">
          <ArrowLeft aria-hidden /> Back
        </Button>
      ) : (
        <span className="hidden sm:mr-auto sm:block" />
      )}
      <Button type="button" variant="outline" onClick={onCancel} disabled={processing}>
        Cancel
      </Button>
      <Button type="submit" disabled={!ready || processing}>
        {processing ? (
          <Spinner className="size-4 text-white" label="Processing payment" />
        ) : (
          <Lock aria-hidden />
        )}
        {processing ? 'Processing…' : `Pay ${amountLabel}`}
      </Button>
    </div>
  );
}
