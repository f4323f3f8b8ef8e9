import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { fetchSession, SESSION_KEY } from './fetch-session.ts';
import { markSessionEndingHere } from './session-ended.ts';

/**
 * Spec section 2 and 8: after each route change the session is fetched again; when that fetch fails
 * the person goes to the login page (a signed-out answer is left to RequireSession and the reload rule).
 */
export function useRouteSessionCheck(pathname: string): void {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const firstRender = useRef(true);

  useEffect(() => {
    // The first page load fetches the session anyway; re-check only on later route changes.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mutate(SESSION_KEY, fetchSession(), { revalidate: false }).catch(async () => {
      markSessionEndingHere();
      await navigate('/login');
      await mutate(SESSION_KEY, null, { revalidate: false });
    });
  }, [pathname, mutate, navigate]);
}
