import { useId } from 'react';
import { AppLink } from '../link/LinkProvider.tsx';
import { withCallbackUrl } from '../link/with-callback-url.ts';
import './SignUpCall.css';

export interface SignUpCallProps {
  /**
   * Who reads the public page: a visitor is asked to sign up or sign in, a User (no verified channel
   * yet, spec 4) to gain full creator access; anyone else (a company, staff) is asked nothing.
   */
  audience: 'Visitor' | 'User' | 'Company' | 'Creator' | 'Staff';
  /** What taking part means here, after "to": "request a key", "join the program". */
  action: string;
  /** The page to come back to after signing up or in. */
  returnTo: string;
}

/** The call to act on a public page: the way from reading about an activation to taking part in it. */
export function SignUpCall({ audience, action, returnTo }: SignUpCallProps) {
  const headingId = useId();
  if (audience !== 'Visitor' && audience !== 'User') return null;
  return (
    <section className="sign-up-call" aria-labelledby={headingId}>
      <h2 id={headingId}>{audience === 'Visitor' ? `Sign up as a creator to ${action}` : `Gain full creator access to ${action}`}</h2>
      {audience === 'Visitor' ? (
        <>
          <p>Creators on Twitch, YouTube and TikTok take part for free.</p>
          <p className="sign-up-call__actions">
            <AppLink href={withCallbackUrl('/register/creator', returnTo)} className="button button--primary">
              Sign up as a creator
            </AppLink>
            <AppLink href={withCallbackUrl('/login', returnTo)} className="button button--secondary">
              Sign in
            </AppLink>
          </p>
        </>
      ) : (
        <>
          <p>Connect a Twitch, YouTube or TikTok channel that meets the creator requirements.</p>
          <p className="sign-up-call__actions">
            <AppLink href="/user/creator-access" className="button button--primary">
              Gain full creator access
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}
