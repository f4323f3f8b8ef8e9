import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormServerError } from './server-error.ts';

/**
 * Puts a server error beside its field when the field is one of this form's, and returns the
 * error to show in an Alert otherwise (null when there is none or it went to a field).
 */
export function useServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  serverError: FormServerError | null | undefined,
  fields: readonly Path<T>[],
): FormServerError | null {
  const field = fields.find((name) => name === serverError?.field);
  useEffect(() => {
    if (serverError && field) setError(field, { type: 'server', message: serverError.message }, { shouldFocus: true });
  }, [serverError, field, setError]);
  return serverError && !field ? serverError : null;
}
