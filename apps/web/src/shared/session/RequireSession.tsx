import { Navigate, Outlet, useLocation } from 'react-router';
import { audienceOf } from '../routing/route-access.ts';
import { homeFor } from '../routing/role-home.ts';
import { useRouteHandle } from '../routing/use-route-handle.ts';
import { loginUrlFor } from '../routing/safe-callback-url.ts';
import { SignedInUserContext } from './signed-in-user.ts';
import { useSession } from './use-session.ts';

/**
 * Layout route for pages that need a session: signed-out visitors go to login and come back after;
 * someone the route does not serve goes to their own home (spec 2: each user type has its own home).
 */
export function RequireSession() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const access = useRouteHandle();

  if (session.status === 'loading') return null;
  if (session.status === 'unauthenticated') return <Navigate replace to={loginUrlFor(`${pathname}${search}`)} />;
  if (access && !access.audiences.includes(audienceOf(session.user))) return <Navigate replace to={homeFor(session.user)} />;
  return (
    <SignedInUserContext value={session.user}>
      <Outlet />
    </SignedInUserContext>
  );
}
