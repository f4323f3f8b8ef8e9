import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { homeFor } from '../../shared/routing/role-home.ts';
import { useSession } from '../../shared/session/use-session.ts';

const LandingPage = lazy(() => import('./LandingPage.tsx').then((m) => ({ default: m.LandingPage })));

/** `/`: signed-in people go to their role's home (spec section 2); visitors get the landing page. */
export function RootPage() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') return <Navigate replace to={homeFor(session.user)} />;
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <LandingPage />
    </Suspense>
  );
}
