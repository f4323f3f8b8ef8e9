import { AppLink } from '../link/LinkProvider.tsx';
import type { ToastInput } from '../toast/toast.types.ts';
import './ReauthWarning.css';

export const REAUTH_TOAST_ID = 'reauth-warning';
export const CONNECTIONS_SETTINGS_PATH = '/user/settings/connections';

export interface ReauthWarningProps {
  /** Names of the providers to reconnect, e.g. ["Twitch"]. */
  providers: readonly string[];
}

/** Body of the re-authorisation toast (spec section 8): what is wrong and the way to fix it. */
export function ReauthWarning({ providers }: ReauthWarningProps) {
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(providers);
  return (
    <>
      <p>Your {list} connection needs to be renewed, or we cannot fetch your channel data.</p>
      <AppLink href={CONNECTIONS_SETTINGS_PATH} className="reauth-warning__action">
        Reconnect accounts
      </AppLink>
    </>
  );
}

/** The toast: a warning that stays until dismissed (TTL 0), with one id so it is never shown twice. */
export function reauthToast(providers: readonly string[]): ToastInput {
  return { id: REAUTH_TOAST_ID, type: 'warning', timeToLiveMs: 0, hasCloseIcon: true, content: <ReauthWarning providers={providers} /> };
}
