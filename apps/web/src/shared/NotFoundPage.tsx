import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useEffect } from 'react';
import { homeFor } from './routing/role-home.ts';
import { documentTitle, NOT_FOUND_ROUTE } from './routing/route-access.ts';
import { useSession } from './session/use-session.ts';

/**
 * The not-found page, also shown by a known route whose thing does not exist (a creator page or a
 * Creator Program nobody holds): the tab says so, after the route's own title (a passive effect runs
 * after the layout effect that names the tab by route).
 */
export function NotFoundPage() {
  useEffect(() => {
    document.title = documentTitle(NOT_FOUND_ROUTE.title);
  }, []);
  const session = useSession();
  const home = homeFor(session.status === 'authenticated' ? session.user : undefined);
  return (
    <>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <AppLink href={home}>Go to the start page</AppLink>
      </p>
    </>
  );
}
