import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { signOut } from '../api/auth-client.ts';
import { SESSION_KEY } from './fetch-session.ts';
import { markSessionEndingHere } from './session-ended.ts';
import { useClearAccountData } from './use-clear-account-data.ts';

/**
 * Leaves the signed-in area: optionally ends the session, goes to /login before the session turns
 * empty (or RequireSession would redirect to /login?callbackUrl=<this page> and the next person
 * signing in would land there), then drops the account's cached data.
 */
export function useLeaveSession() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const clearAccountData = useClearAccountData();

  return async ({ endSession }: { endSession: boolean }) => {
    // This page ends the session on purpose: no reload-on-session-end on top of going to /login.
    markSessionEndingHere();
    try {
      if (endSession) await signOut();
    } finally {
      await navigate('/login');
      await clearAccountData();
      await mutate(SESSION_KEY);
    }
  };
}
