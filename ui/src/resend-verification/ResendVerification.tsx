import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';

export type ResendState = 'idle' | 'sending' | 'sent' | 'error';

export interface ResendVerificationProps {
  /** Asks for a new verification email. */
  onResend(): void;
  /** Progress of the last resend request. */
  resendState?: ResendState;
  /** The server's message for the last request; replaces the default text. */
  resendMessage?: string | undefined;
}

export const RESEND_SENT_MESSAGE = 'Verification email sent, please check your inbox.';

/** A "resend verification email" button with the outcome of the last request beneath it. */
export function ResendVerification({ onResend, resendState = 'idle', resendMessage }: ResendVerificationProps) {
  return (
    <div className="form">
      {resendState !== 'sent' && (
        <Button variant="secondary" loading={resendState === 'sending'} onClick={onResend}>
          Resend verification email
        </Button>
      )}
      {resendState === 'sent' && <Alert tone="success">{resendMessage ?? RESEND_SENT_MESSAGE}</Alert>}
      {resendState === 'error' && <Alert tone="error">{resendMessage ?? 'The email could not be sent. Please try again later.'}</Alert>}
    </div>
  );
}
