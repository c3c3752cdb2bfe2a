import { useState } from 'react';
import type { ZodType } from 'zod';

type Errors<F extends string> = Partial<Record<F, string>>;

/** The first message of every failing field (by the first segment of each issue's path). */
function fieldErrors<F extends string>(schema: ZodType, values: unknown): Errors<F> {
  const result = schema.safeParse(values);
  const errors: Errors<F> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Validates a form with a shared zod schema. A field's message shows once it has lost focus (or after a
 * submit attempt) and then follows the value as it changes.
 */
export function useFormValidation<F extends string>(schema: ZodType, values: Record<F, unknown>) {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = fieldErrors<F>(schema, values);

  return {
    /** The message to show under a field, if any. */
    errorFor: (field: F): string | undefined => (submitted || touched[field] ? errors[field] : undefined),
    /** Props that validate a field when it loses focus. */
    blurProps: (field: F) => ({
      onBlur: () => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    }),
    /** Shows every message; true when the form is valid. */
    validateAll: (): boolean => {
      setSubmitted(true);
      return Object.keys(errors).length === 0;
    },
  };
}
