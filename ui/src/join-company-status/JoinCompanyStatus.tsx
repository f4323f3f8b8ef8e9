import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import '../forms/form.css';

export type JoinCompanyState = 'joining' | 'joined' | 'failed' | 'signed-out' | 'confirm-creator' | 'declined';

export interface JoinCompanyStatusProps {
  /** Where joining through the invitation link stands. */
  state: JoinCompanyState;
  /** The company joined (when known). */
  companyName?: string;
  /** The server's explanation when joining failed. */
  errorMessage?: string;
  /** The current join URL, so log in and sign up return here (callbackUrl). */
  returnTo?: string;
  /** Sign-up for an invited person: an account that joins the company at once, with no company form. */
  signUpHref?: string;
  /** A Creator agrees that joining turns the account into a company account (state confirm-creator). */
  onConfirmCreator?(): void;
  /** Declines the invitation (offered before joining: signed out, or a Creator asked to confirm). */
  onDecline?(): void;
}

const withReturn = (path: string, returnTo?: string) => (returnTo ? `${path}?callbackUrl=${encodeURIComponent(returnTo)}` : path);

/** The page a company invitation link opens. */
export function JoinCompanyStatus({
  state,
  companyName,
  errorMessage,
  returnTo,
  signUpHref,
  onConfirmCreator,
  onDecline,
}: JoinCompanyStatusProps) {
  const company = companyName ?? 'the company';
  const decline = onDecline && (
    <Button variant="secondary" onClick={onDecline}>
      Decline invitation
    </Button>
  );
  if (state === 'declined') {
    return (
      <Alert tone="info" title="Invitation declined">
        <p>You declined the invitation to {company}. The company owner sees that you said no.</p>
      </Alert>
    );
  }
  if (state === 'joining') return <Alert tone="info">Joining {company}…</Alert>;
  if (state === 'joined') {
    return (
      <div className="form">
        <Alert tone="success" title={`You joined ${company}`}>
          <p>You are now a member of {company}.</p>
        </Alert>
        <AppLink href="/home">Go to your home page</AppLink>
      </div>
    );
  }
  if (state === 'confirm-creator') {
    return (
      <div className="form">
        <Alert tone="warning" title={`Join ${company} as a company member?`}>
          <p>This is a creator account. Joining {company} turns it into a company account: creator deals, keys and payouts stop.</p>
        </Alert>
        <div className="form__actions">
          <Button onClick={onConfirmCreator}>Join as a company member</Button>
          <AppLink href="/creator/home">Stay a creator</AppLink>
          {decline}
        </div>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <Alert tone="error" title="Something went wrong when joining the company">
        <p>{errorMessage ?? 'The link may be invalid or expired.'}</p>
        <p>Ask the company owner to send you a new invitation link.</p>
      </Alert>
    );
  }
  return (
    <div className="form">
      <p>Log in or create an account to join {company}.</p>
      <div className="form__actions">
        <AppLink href={withReturn('/login', returnTo)}>Log in</AppLink>
        <AppLink href={signUpHref ?? withReturn('/register', returnTo)}>Create an account</AppLink>
        {decline}
      </div>
    </div>
  );
}
