import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { toFormServerError } from './forms/to-form-server-error.ts';

/** What a data page shows before its data arrives: a loading line, or the error when it failed. */
export function PageStatus({ error }: { error: unknown }) {
  if (!error) return <p aria-busy="true">Loading…</p>;
  return <Alert tone="error">{toFormServerError(error).message}</Alert>;
}
