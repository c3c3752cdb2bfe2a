import { useState } from 'react';
import { errorMessage } from '@/lib/api';

interface ServerError<F extends string> {
  field: F | null;
  message: string;
}

/**
 * The server's answer to a failed submit, shown inline: under the field it concerns (chosen by `fieldFor`
 * from the message) or, when it concerns no field, above the form. Cleared when the person edits the form.
 */
export function useServerError<F extends string>(fieldFor: (message: string) => F | null) {
  const [error, setError] = useState<ServerError<F> | null>(null);
  return {
    /** The server's message for this field, if it was about it. */
    fieldError: (field: F): string | undefined =>
      error && error.field === field ? error.message : undefined,
    /** The server's message that concerns no single field. */
    formError: error && error.field === null ? error.message : null,
    show: (failure: unknown) => {
      const message = errorMessage(failure);
      setError({ field: fieldFor(message), message });
    },
    clear: () => setError(null),
  };
}
