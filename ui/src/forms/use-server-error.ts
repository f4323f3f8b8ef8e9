import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import type { FormServerError } from './server-error.ts';

/**
 * Puts a server error beside its field when its `field` path names a value of this form (any depth:
 * `email`, `rewards.0.platform`), and returns the error to show in an Alert otherwise (null when
 * there is none or it went to a field). The server's paths are the form's paths, so no form keeps a
 * list of the fields it can show errors on.
 */
export function useServerError<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> },
  serverError: FormServerError | null | undefined,
): FormServerError | null {
  const { setError, getValues } = form;
  const path = serverError?.field;
  const field = path !== undefined && getValues(path as FieldPath<T>) !== undefined ? (path as FieldPath<T>) : undefined;
  useEffect(() => {
    if (serverError && field) setError(field, { type: 'server', message: serverError.message }, { shouldFocus: true });
  }, [serverError, field, setError]);
  return serverError && !field ? serverError : null;
}
