import * as Label from '@radix-ui/react-label';
import type { ReactNode } from 'react';

interface UploadFieldProps {
  id: string;
  label: string;
  /** Marks the label as required with an asterisk. */
  required?: boolean;
  /** A line of help under the control. */
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control of the upload forms. */
export function UploadField({ id, label, required, hint, children }: UploadFieldProps) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="ml-0.5 text-primary-text" aria-hidden>
            *
          </span>
        ) : null}
      </Label.Root>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
