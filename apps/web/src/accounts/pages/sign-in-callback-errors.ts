/** What the OAuth callback's `/login?error=` codes mean to the person signing in (spec 8: sign-in errors are said). */
export const SIGN_IN_CALLBACK_ERRORS: Readonly<Record<string, string>> = {
  OAUTH_CANCELLED: 'You cancelled the sign-in on the platform, so you are not signed in. Try again or log in with your username.',
  OAUTH_STATE_MISMATCH: 'The sign-in expired or did not start here. Please try again.',
  OAUTH_SESSION_CHANGED: 'You signed in as someone else meanwhile. Please try again.',
  OAUTH_PROVIDER_UNAVAILABLE: 'The platform did not answer. Please try again later.',
};

/** The sentence for a callback error code; an unknown code still says the sign-in failed. */
export function signInCallbackError(code: string | null): string | null {
  if (!code) return null;
  return SIGN_IN_CALLBACK_ERRORS[code] ?? 'The sign-in with the platform did not work. Please try again.';
}
