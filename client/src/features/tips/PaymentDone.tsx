import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

/** The last step of a paid dialog: what the payment did (the payment step has shown 'Payment Successful'). */
export function PaymentDone({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-3 py-4 text-center" data-testid="payment-done">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-400">
        <CheckCircle2 className="size-8" aria-hidden />
      </span>
      <h3 className="text-lg font-bold">{title}</h3>
      <div className="text-sm text-muted">{children}</div>
      <Button className="mt-2 w-full sm:w-auto" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}
