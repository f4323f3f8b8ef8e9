import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homeFor } from '../../shared/routing/role-home.ts';
import { safeCallbackUrl } from '../../shared/routing/safe-callback-url.ts';
import { useClearAccountData } from '../../shared/session/use-clear-account-data.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { CONNECTION_REFRESH_TOKEN_UPDATED, THIRD_PARTY_LOGIN_CHANNEL } from '../hooks/use-reauth-connections.ts';

/**
 * /auth/auth: where a Twitch, YouTube or TikTok sign-in lands. It tells the other tabs ("success" on
 * the third-party login channel, spec 7), fetches the new session and goes on to where the person started.
 */
export function ThirdPartyLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const clearAccountData = useClearAccountData();
  const success = params.get('status') === 'success';
  const callbackUrl = safeCallbackUrl(params.get('callbackUrl'), window.location.origin);
  useEffect(() => {
    if (!success) return;
    let cancelled = false;
    void (async () => {
      if (typeof BroadcastChannel !== 'undefined') {
        const channel = new BroadcastChannel(THIRD_PARTY_LOGIN_CHANNEL);
        channel.postMessage('success');
        channel.close();
      }
      window.dispatchEvent(new Event(CONNECTION_REFRESH_TOKEN_UPDATED));
      await clearAccountData();
      const fresh = await session.refresh();
      if (!cancelled) await navigate(callbackUrl ?? homeFor(fresh?.user), { replace: true });
    })();
    return () => {
      cancelled = true;
    };
    // Once per arrival: the session refresh re-renders this page.
  }, [success]);
  return (
    <>
      <h1>Signing you in…</h1>
      <p aria-busy="true">{success ? 'One moment, we are opening your account.' : 'The sign-in did not finish. Go back and try again.'}</p>
    </>
  );
}
