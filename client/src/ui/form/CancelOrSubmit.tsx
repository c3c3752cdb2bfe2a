import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

interface CancelOrSubmitProps {
  onCancel: () => void;
  /** The request is running: both buttons wait and the submit button shows `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** The submit button waits for more input (e.g. an empty reason). */
  incomplete?: boolean;
  children: ReactNode;
}

/** A form's closing pair: Cancel, then its submit button (stacked on a phone with the submit button on top). */
export function CancelOrSubmit({
  onCancel,
  busy,
  busyLabel,
  incomplete = false,
  children,
}: CancelOrSubmitProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy || incomplete} aria-busy={busy || undefined}>
        {busy ? busyLabel : children}
      </Button>
    </div>
  );
}
