import useSWR from 'swr';
import { fetchMe } from '../operations/accounts.operations.ts';

export const ME_KEY = 'gql:Me';

/**
 * The signed-in account with the fields the session does not carry (display name, email, verified).
 * Pass `enabled: false` where the visitor may be signed out, so no request is made for nobody.
 */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useSWR(enabled ? ME_KEY : null, fetchMe);
}
