import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useCallback, useState } from 'react';
import { toFormServerError } from './to-form-server-error.ts';

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; error: FormServerError };

/**
 * Runs one server call for a form and keeps the two things every form component takes:
 * `submitting` and `serverError`. Failures become a FormServerError instead of escaping.
 */
export function useServerAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);

  const run = useCallback(
    async (...args: A): Promise<ActionOutcome<T>> => {
      setSubmitting(true);
      setServerError(null);
      try {
        return { ok: true, value: await action(...args) };
      } catch (error) {
        const formError = toFormServerError(error);
        setServerError(formError);
        return { ok: false, error: formError };
      } finally {
        setSubmitting(false);
      }
    },
    [action],
  );

  return { run, submitting, serverError, setServerError };
}
