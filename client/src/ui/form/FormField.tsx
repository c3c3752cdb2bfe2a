import * as Label from '@radix-ui/react-label';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorIdFor } from './fieldStyles';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Marks the label as optional. */
  optional?: boolean;
  children: ReactNode;
}

/** A labelled form control with its validation message underneath. */
export function FormField({ id, label, error, optional, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label.Root htmlFor={id} className="text-sm font-medium">
          {label}
        </Label.Root>
        {optional ? <span className="text-xs text-muted">Optional</span> : null}
      </div>
      {children}
      {error ? (
        <p id={errorIdFor(id)} className="flex items-center gap-1.5 text-xs font-medium text-red-400">
          <CircleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {error}
        </p>
      ) : null}
    </div>
  );
}
