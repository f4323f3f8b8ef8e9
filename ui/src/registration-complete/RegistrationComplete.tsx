import { Alert } from '../alert/Alert.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { withCallbackUrl } from '../link/with-callback-url.ts';
import '../forms/form.css';

export interface RegistrationCompleteProps {
  /** The address the verification email went to. */
  email: string;
  /** Where to go after the first sign-in (e.g. an invitation link). */
  callbackUrl?: string | null;
}

/** Shown after registering: the account needs its email verified before the first sign-in. */
export function RegistrationComplete({ email, callbackUrl }: RegistrationCompleteProps) {
  return (
    <div className="form">
      <Alert tone="success" title="Check your inbox">
        <p>
          We sent a verification link to <strong>{email}</strong>. Open it to activate your account.
        </p>
      </Alert>
      <p>
        Verified already? <AppLink href={withCallbackUrl('/login', callbackUrl)}>Log in</AppLink>
      </p>
    </div>
  );
}
