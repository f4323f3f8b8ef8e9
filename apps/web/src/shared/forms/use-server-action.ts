import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { singleFlight } from '@lurkit/ui/forms/single-flight.ts';
import { useRef, useState } from 'react';
import { toFormServerError } from './to-form-server-error.ts';

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; error: FormServerError };

/**
 * Runs one server call for a form and keeps the two things every form component takes:
 * `submitting` and `serverError`. Failures become a FormServerError instead of escaping. A run started
 * while the previous one still waits for its answer gets that answer: a double click writes once.
 */
export function useServerAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);

  const latest = useRef(action);
  latest.current = action;
  const [run] = useState(() =>
    singleFlight(async (...args: A): Promise<ActionOutcome<T>> => {
      setSubmitting(true);
      setServerError(null);
      try {
        return { ok: true, value: await latest.current(...args) };
      } catch (error) {
        const formError = toFormServerError(error);
        setServerError(formError);
        return { ok: false, error: formError };
      } finally {
        setSubmitting(false);
      }
    }),
  );

  return { run, submitting, serverError, setServerError };
}
