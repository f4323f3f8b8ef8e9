import { isPlaceholderEmail } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { AppHeader } from '@lurkit/ui/app-header/AppHeader.tsx';
import { CompanyPanel } from '@lurkit/ui/company-panel/CompanyPanel.tsx';
import { CreatorPanel } from '@lurkit/ui/creator-panel/CreatorPanel.tsx';
import { EmailVerificationBanner } from '@lurkit/ui/email-verification-banner/EmailVerificationBanner.tsx';
import { RESEND_SENT_MESSAGE } from '@lurkit/ui/resend-verification/ResendVerification.tsx';
import { RightPanel } from '@lurkit/ui/right-panel/RightPanel.tsx';
import { ShellLayout } from '@lurkit/ui/shell-layout/ShellLayout.tsx';
import { PublicFooter } from '@lurkit/ui/public-footer/PublicFooter.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../accounts/hooks/use-me.ts';
import { useResend } from '../accounts/hooks/use-resend.ts';
import { resendVerificationEmail } from '../accounts/operations/accounts.operations.ts';
import { homeFor } from '../shared/routing/role-home.ts';
import { useLeaveSession } from '../shared/session/use-leave-session.ts';
import { useSession } from '../shared/session/use-session.ts';
import { useReauthWarning } from '../shared/session/use-reauth-warning.ts';
import { useReauthConnections } from '../connections/hooks/use-reauth-connections.ts';
import { NotificationBell } from '@lurkit/ui/notifications/NotificationBell.tsx';
import { useMyNotifications } from '../notifications/hooks/use-my-notifications.ts';
import { layoutFor } from './layout-for.ts';
import './app-shell.css';

/** The settings page shows the same reminder beside the email field; once is enough there. */
const PAGES_WITH_OWN_REMINDER = ['/user/settings'];

/**
 * The general layout: layoutFor decides header and panels from the path and the session. Pages with
 * an empty header (sign-in, registration, joins) skip it and render their own frame (AuthLayout).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const me = useMe({ enabled: Boolean(user) });
  const notifications = useMyNotifications({ enabled: Boolean(user) });
  const leaveSession = useLeaveSession();
  const layout = layoutFor(pathname, user?.userType, session.status);
  useReauthWarning(user?.userType, useReauthConnections(user?.userType), pathname);

  if (layout.header === 'empty') return <Outlet />;

  const left =
    layout.panels.left === 'company' && user?.company ? (
      <CompanyPanel company={user.company} currentPath={pathname} />
    ) : layout.panels.left === 'creator' && user ? (
      <CreatorPanel username={user.username} displayName={me.data?.displayName} currentPath={pathname} />
    ) : undefined;
  const right = layout.panels.right ? <RightPanel /> : undefined;

  const header =
    layout.header === 'role' && user ? (
      <AppHeader
        state="signed-in"
        user={{
          username: user.username,
          displayName: me.data?.displayName,
          pictureUrl: me.data?.profilePictureUrl,
          userType: user.userType,
          isStaff: user.isStaff,
        }}
        homeHref={homeFor(user)}
        currentPath={pathname}
        onSignOut={() => void leaveSession({ endSession: true })}
        panels={{ left, right }}
        tools={<NotificationBell unread={notifications.data?.unread ?? 0} href="/user/notifications" />}
      />
    ) : (
      <AppHeader state={layout.header === 'none-while-loading' ? 'loading' : 'signed-out'} homeHref="/login" currentPath={pathname} />
    );

  // An OAuth sign-up's placeholder address is never delivered, so there is nothing to verify there.
  const unverifiedEmail = user && me.data && !me.data.emailVerified && !isPlaceholderEmail(me.data.email) ? me.data.email : undefined;
  const notice = unverifiedEmail && !PAGES_WITH_OWN_REMINDER.includes(pathname) && <VerificationReminder email={unverifiedEmail} />;

  return (
    <ShellLayout header={header} left={left} right={right} fullWidth={layout.fullWidth} notice={notice} footer={<PublicFooter />}>
      <Outlet />
    </ShellLayout>
  );
}

/** Reminds a signed-in person with an unverified address on every page; a resend ends in a toast. */
function VerificationReminder({ email }: { email: string }) {
  const toasts = useToasts();
  const resend = useResend(async () => {
    const message = await resendVerificationEmail();
    toasts.add({ id: 'verification-email-sent', type: 'success', content: message || RESEND_SENT_MESSAGE });
    return message;
  });
  return <EmailVerificationBanner email={email} onResend={resend.send} resendState={resend.state} resendMessage={resend.message} />;
}
