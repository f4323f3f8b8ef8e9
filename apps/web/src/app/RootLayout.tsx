import { LinkProvider } from '@lurkit/ui/link/LinkProvider.tsx';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { SESSION_KEY } from '../session/fetch-session.ts';
import { useSession } from '../session/use-session.ts';
import { useUserInitEvent } from '../session/use-user-init-event.ts';
import { RouterLink } from './RouterLink.tsx';
import { useBuildIdReload } from './use-build-id-reload.ts';

/**
 * Wraps every route: ui links go through the router; after each route change the session is re-checked
 * (so a page never acts on a session that ended meanwhile) and the build id compared (spec section 2).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const firstRender = useRef(true);
  useBuildIdReload(pathname);
  useUserInitEvent(useSession());

  useEffect(() => {
    // The first page load fetches the session anyway; re-check only on later route changes.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    void mutate(SESSION_KEY);
    if (!new URLSearchParams(window.location.search).has('keepScroll')) window.scrollTo(0, 0);
  }, [pathname, mutate]);

  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}
