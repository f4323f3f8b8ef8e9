import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { VerifyEmailStatus } from '@lurkit/ui/verify-email-status/VerifyEmailStatus.tsx';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { resendVerificationEmail, verifyEmail } from '../operations/accounts.operations.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useResend } from '../hooks/use-resend.ts';
import { loginUrlFor } from '../../shared/routing/safe-callback-url.ts';
import { rememberReturnAfterVerify, returnAfterVerify } from '../../shared/routing/verify-return.ts';

type VerifyState = 'verifying' | 'verified' | 'failed';

/** /verify-email?token=: verifies once on arrival; a failed link can be resent when signed in. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [state, setState] = useState<VerifyState>('verifying');
  // The page that sent the person to register (a program's join flow) is where logging in returns.
  const [returnTo] = useState(() => returnAfterVerify(window.location.origin));
  const started = useRef(false);
  const resend = useResend(() => resendVerificationEmail());

  useEffect(() => {
    // A token is single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (verified) => {
        setState(verified ? 'verified' : 'failed');
        // Verified: the way back now rides on the login link, so the browser need not keep it.
        if (verified) rememberReturnAfterVerify(null);
      },
      () => setState('failed'),
    );
  }, [token]);

  // Resending without a username goes to the signed-in account; signed-out visitors resend from login.
  const canResend = session.status === 'authenticated';
  return (
    <AuthLayout title="Verify email">
      <VerifyEmailStatus
        state={state}
        onResend={canResend ? resend.send : undefined}
        resendState={resend.state}
        resendMessage={resend.message}
        loginHref={returnTo ? loginUrlFor(returnTo) : '/login'}
      />
    </AuthLayout>
  );
}
