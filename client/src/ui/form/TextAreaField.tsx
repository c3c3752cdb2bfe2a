import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass, errorIdFor } from './fieldStyles';
import { FormField } from './FormField';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  optional?: boolean;
}

/** A labelled multi-line text input. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  optional,
  className,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} error={error} optional={optional}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        className={cn(controlClass, 'resize-y py-2.5 leading-relaxed', className)}
        {...rest}
      />
    </FormField>
  );
}
