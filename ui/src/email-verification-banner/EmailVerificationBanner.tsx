import { Alert } from '../alert/Alert.tsx';
import { ResendVerification, type ResendState } from '../resend-verification/ResendVerification.tsx';

export interface EmailVerificationBannerProps {
  /** The address still waiting for verification. */
  email: string;
  /** Asks for a new verification email. */
  onResend(): void;
  /** Progress of the last resend request. */
  resendState: ResendState;
  /** The server's message for the last resend request. */
  resendMessage?: string;
}

/** Reminds a signed-in person to verify the account's email address (needed to publish). */
export function EmailVerificationBanner({ email, onResend, resendState, resendMessage }: EmailVerificationBannerProps) {
  return (
    <Alert tone="warning" title="Please verify your email address">
      <p>
        We sent a verification link to <strong>{email}</strong>. Verify it to publish campaigns.
      </p>
      <ResendVerification onResend={onResend} resendState={resendState} resendMessage={resendMessage} />
    </Alert>
  );
}
