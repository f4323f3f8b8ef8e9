import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { partialErrorsOf } from './api/gql-client.ts';

/**
 * Beside data that loaded: the fields of the same answer that failed (spec 7: partial data with
 * errors), each with its error, so a page keeps what it has and says what is missing. Nothing when
 * the answer was whole. `under` keeps to the failures at or below one field of the answer.
 */
export function PartialErrors({ of, under }: { of: unknown; under?: string }) {
  const errors = partialErrorsOf(of).filter((e) => !under || e.path === under || e.path.startsWith(`${under}.`));
  if (errors.length === 0) return null;
  return (
    <Alert tone="error" title="Part of this page could not be loaded">
      <ul>
        {errors.map((e, i) => (
          <li key={i}>{e.error.message}</li>
        ))}
      </ul>
    </Alert>
  );
}
