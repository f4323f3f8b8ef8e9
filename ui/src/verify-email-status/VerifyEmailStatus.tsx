import { Alert } from '../alert/Alert.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { ResendVerification, type ResendState } from '../resend-verification/ResendVerification.tsx';
import '../forms/form.css';

export type VerifyEmailState = 'verifying' | 'verified' | 'failed';

export interface VerifyEmailStatusProps {
  /** Where the verification of the link's token stands. */
  state: VerifyEmailState;
  /** Asks for a new verification email; offered when verification failed. */
  onResend?(): void;
  /** Progress of the last resend request. */
  resendState?: ResendState;
  /** The server's message for the last resend request. */
  resendMessage?: string;
  /** Where Log in goes: the login page, carrying the way back to the page that sent the person to register. */
  loginHref?: string;
}

/** The page a verification link opens. */
export function VerifyEmailStatus({ state, onResend, resendState, resendMessage, loginHref = '/login' }: VerifyEmailStatusProps) {
  if (state === 'verifying') return <Alert tone="info">Verifying your email address…</Alert>;
  if (state === 'verified') {
    return (
      <div className="form">
        <Alert tone="success" title="Email verified">
          <p>Your email address is verified. You can now log in.</p>
        </Alert>
        <AppLink href={loginHref}>Log in</AppLink>
      </div>
    );
  }
  return (
    <div className="form">
      <Alert tone="error" title="Verification failed">
        <p>This verification link has expired or is invalid. Request a new one.</p>
      </Alert>
      {onResend && <ResendVerification onResend={onResend} resendState={resendState} resendMessage={resendMessage} />}
      <AppLink href={loginHref}>Back to log in</AppLink>
    </div>
  );
}
