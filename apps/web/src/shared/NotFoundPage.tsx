import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { homeFor } from './routing/role-home.ts';
import { useSession } from './session/use-session.ts';

export function NotFoundPage() {
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
