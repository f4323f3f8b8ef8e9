import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useState } from 'react';
import { signInWithProvider, type OAuthProvider } from '../../shared/api/auth-client.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';

/**
 * Sign-in or sign-up through Twitch, YouTube or TikTok: the browser leaves for the platform's consent
 * page and comes back through /auth/auth; a refusal before leaving is kept to show on the form.
 */
export function useProviderSignIn(callbackUrl: string | null) {
  const [error, setError] = useState<FormServerError | null>(null);
  const start = async (provider: OAuthProvider) => {
    setError(null);
    try {
      const result = await signInWithProvider(provider, callbackUrl ?? '/');
      if (result.ok) window.location.assign(result.url);
      else setError(result.error);
    } catch (thrown) {
      setError(toFormServerError(thrown));
    }
  };
  return { start, error };
}
