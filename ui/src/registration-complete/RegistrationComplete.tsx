import { Alert } from '../alert/Alert.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import '../forms/form.css';

export interface RegistrationCompleteProps {
  /** The address the verification email went to. */
  email: string;
}

/** Shown after registering: the account needs its email verified before the first sign-in. */
export function RegistrationComplete({ email }: RegistrationCompleteProps) {
  return (
    <div className="form">
      <Alert tone="success" title="Check your inbox">
        <p>
          We sent a verification link to <strong>{email}</strong>. Open it to activate your account.
        </p>
      </Alert>
      <p>
        Verified already? <AppLink href="/login">Log in</AppLink>
      </p>
    </div>
  );
}
