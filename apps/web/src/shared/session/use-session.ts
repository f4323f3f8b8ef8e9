import useSWR from 'swr';
import { fetchSession, SESSION_KEY, type SessionBody } from './fetch-session.ts';
import type { SessionState } from './session.types.ts';

/**
 * The session, shared by every component through the SWR cache. Unlike the GraphQL data it is
 * re-checked when the tab becomes visible again (SWR's focus revalidation listens to visibilitychange),
 * so a session that ended elsewhere shows up promptly. A failed fetch counts as signed out (spec
 * section 8: session fetch failure goes to login).
 */
export function useSession(): SessionState & { refresh: () => Promise<SessionBody | null> } {
  const { data, error, isLoading, mutate } = useSWR(SESSION_KEY, fetchSession, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const refresh = async () => (await mutate()) ?? null;
  if (isLoading && data === undefined) return { status: 'loading', refresh };
  if (error || !data) return { status: 'unauthenticated', refresh };
  return { status: 'authenticated', user: data.user, expires: data.expires, refresh };
}
