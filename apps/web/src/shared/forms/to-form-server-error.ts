import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { GqlError } from '../api/gql-error.ts';

export const UNEXPECTED_ERROR: FormServerError = {
  code: 'UNEXPECTED',
  message: 'Something went wrong. Please try again later.',
};

/** What a form shows for a failed call: the server's own error, or a generic one for network faults. */
export function toFormServerError(error: unknown): FormServerError {
  if (error instanceof GqlError) {
    return error.field === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, field: error.field };
  }
  return UNEXPECTED_ERROR;
}
