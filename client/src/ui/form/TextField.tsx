import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass, errorIdFor } from './fieldStyles';
import { FormField } from './FormField';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  optional?: boolean;
}

/** A labelled text input that shows its error and links it with aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  optional,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} optional={optional}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        className={cn(controlClass, 'h-11', className)}
        {...rest}
      />
    </FormField>
  );
}
