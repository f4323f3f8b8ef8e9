import { Navigate } from 'react-router';
import { homeFor } from '../routing/role-home.ts';
import { useSession } from '../session/use-session.ts';

/** `/` sends each user type to its home and visitors to /login (spec section 2). */
export function HomeRedirect() {
  const session = useSession();
  if (session.status === 'loading') return null;
  return <Navigate replace to={homeFor(session.status === 'authenticated' ? session.user.userType : undefined)} />;
}
