import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The full-width submit button of a form; shows a spinner and the busy label while the request runs. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="w-full">
      {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
