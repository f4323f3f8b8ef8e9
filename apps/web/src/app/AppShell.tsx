import { AppHeader } from '@lurkit/ui/app-header/AppHeader.tsx';
import { Outlet } from 'react-router';
import { useMe } from '../data/use-me.ts';
import { homeFor } from '../routing/role-home.ts';
import { useLeaveSession } from '../session/use-leave-session.ts';
import { useSession } from '../session/use-session.ts';
import './app-shell.css';

/** The general layout for pages outside the auth flow: header on top, page below. */
export function AppShell() {
  const session = useSession();
  const me = useMe({ enabled: session.status === 'authenticated' });
  const leaveSession = useLeaveSession();
  const handleSignOut = () => leaveSession({ endSession: true });

  return (
    <div className="app-shell">
      {session.status === 'authenticated' ? (
        <AppHeader
          state="signed-in"
          user={{ username: session.user.username, displayName: me.data?.displayName, userType: session.user.userType }}
          homeHref={homeFor(session.user.userType)}
          onSignOut={handleSignOut}
        />
      ) : (
        <AppHeader state={session.status === 'loading' ? 'loading' : 'signed-out'} homeHref="/login" />
      )}
      <main className="app-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
