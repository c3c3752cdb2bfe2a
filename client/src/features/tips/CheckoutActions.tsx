import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

/**
 * The foot of a purchase form before its payment step: the checkout's error, Cancel, and the button that
 * starts the payment ('Preparing payment...' while the checkout is being opened).
 */
export function CheckoutActions({
  error,
  pending,
  disabled,
  onCancel,
  onSubmit,
  children,
}: {
  error: string | null;
  pending: boolean;
  disabled: boolean;
  onCancel: () => void;
  /** Without it the button submits its form. */
  onSubmit?: () => void;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={disabled || pending}>
          {pending ? 'Preparing payment...' : children}
        </Button>
      </div>
    </>
  );
}
