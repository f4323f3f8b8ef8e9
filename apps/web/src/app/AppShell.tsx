import { AppHeader } from '@lurkit/ui/app-header/AppHeader.tsx';
import { CompanyPanel } from '@lurkit/ui/company-panel/CompanyPanel.tsx';
import { CreatorPanel } from '@lurkit/ui/creator-panel/CreatorPanel.tsx';
import { RightPanel } from '@lurkit/ui/right-panel/RightPanel.tsx';
import { ShellLayout } from '@lurkit/ui/shell-layout/ShellLayout.tsx';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../accounts/hooks/use-me.ts';
import { homeFor } from '../routing/role-home.ts';
import { useLeaveSession } from '../session/use-leave-session.ts';
import { useSession } from '../session/use-session.ts';
import { layoutFor } from './layout-for.ts';
import './app-shell.css';

/**
 * The general layout: layoutFor decides header and panels from the path and the session. Pages with
 * an empty header (sign-in, registration, joins) skip it and render their own frame (AuthLayout).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const me = useMe({ enabled: Boolean(user) });
  const leaveSession = useLeaveSession();
  const layout = layoutFor(pathname, user?.userType, session.status);

  if (layout.header === 'empty') return <Outlet />;

  const header =
    layout.header === 'role' && user ? (
      <AppHeader
        state="signed-in"
        user={{ username: user.username, displayName: me.data?.displayName, userType: user.userType }}
        homeHref={homeFor(user.userType)}
        currentPath={pathname}
        onSignOut={() => void leaveSession({ endSession: true })}
      />
    ) : (
      <AppHeader state={layout.header === 'none-while-loading' ? 'loading' : 'signed-out'} homeHref="/login" currentPath={pathname} />
    );

  const left =
    layout.panels.left === 'company' && user?.company ? (
      <CompanyPanel company={user.company} currentPath={pathname} />
    ) : layout.panels.left === 'creator' && user ? (
      <CreatorPanel username={user.username} displayName={me.data?.displayName} currentPath={pathname} />
    ) : undefined;

  return (
    <ShellLayout header={header} left={left} right={layout.panels.right ? <RightPanel /> : undefined} fullWidth={layout.fullWidth}>
      <Outlet />
    </ShellLayout>
  );
}
