import { CookieConsent } from '@lurkit/ui/cookie-consent/CookieConsent.tsx';
import { LinkProvider } from '@lurkit/ui/link/LinkProvider.tsx';
import { ModalProvider } from '@lurkit/ui/modal/ModalProvider.tsx';
import { ToastProvider } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useReloadOnSessionEnd } from '../shared/session/use-reload-on-session-end.ts';
import { useRouteSessionCheck } from '../shared/session/use-route-session-check.ts';
import { useSession } from '../shared/session/use-session.ts';
import { useUserInitEvent } from '../shared/session/use-user-init-event.ts';
import { RouterLink } from '../shared/RouterLink.tsx';
import { shouldScrollToTop } from './scroll-to-top.ts';
import { useRouteTitle } from './use-route-title.ts';
import { useBuildIdReload } from './use-build-id-reload.ts';

/**
 * Wraps every route (spec section 2): ui links go through the router; toasts and modals are available
 * everywhere; after each route change the session is re-checked, the build id compared and the page
 * scrolled to the top and the tab titled after the page; a session ended elsewhere reloads the page.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  useBuildIdReload(pathname);
  useRouteSessionCheck(pathname);
  useReloadOnSessionEnd(session.status);
  useUserInitEvent(session);
  useRouteTitle();

  useEffect(() => {
    if (shouldScrollToTop(search)) window.scrollTo(0, 0);
    // Only a new path scrolls; a query change on the same page (tabs, filters) keeps the position.
  }, [pathname]);

  return (
    <LinkProvider component={RouterLink}>
      <ToastProvider>
        <ModalProvider>
          <CookieConsent host={window.location.host} />
          <Outlet />
        </ModalProvider>
      </ToastProvider>
    </LinkProvider>
  );
}
