import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/ui/Button';

/** A form's submit button: a spinner and the busy label while the request runs. */
export function SaveButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
