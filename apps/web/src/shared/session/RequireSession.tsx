import { Navigate, Outlet, useLocation } from 'react-router';
import { loginUrlFor } from '../routing/safe-callback-url.ts';
import { SignedInUserContext } from './signed-in-user.ts';
import { useSession } from './use-session.ts';

/** Layout route for pages that need a session: signed-out visitors go to login and come back after. */
export function RequireSession() {
  const session = useSession();
  const { pathname, search } = useLocation();

  if (session.status === 'loading') return null;
  if (session.status === 'unauthenticated') return <Navigate replace to={loginUrlFor(`${pathname}${search}`)} />;
  return (
    <SignedInUserContext value={session.user}>
      <Outlet />
    </SignedInUserContext>
  );
}
