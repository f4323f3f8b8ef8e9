import { reauthToast, REAUTH_TOAST_ID } from '@lurkit/ui/reauth-warning/ReauthWarning.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useEffect } from 'react';
import type { UserType } from '../../graphql.ts';
import { reauthWarningProviders, type ConnectionState } from './reauth-warning.ts';

const PROVIDER_NAMES: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };

/**
 * Shows the re-authorisation toast while reauthWarningProviders says so and takes it away on the
 * connections page; the AppShell feeds it from reAuthToastGetUserConnections.
 */
export function useReauthWarning(userType: UserType | undefined, connections: readonly ConnectionState[], path: string): void {
  const { add, remove } = useToasts();
  const providers = reauthWarningProviders(userType, connections, path).map((kind) => PROVIDER_NAMES[kind] ?? kind);
  const key = providers.join(',');
  useEffect(() => {
    if (key) add(reauthToast(key.split(',')));
    else remove(REAUTH_TOAST_ID);
  }, [key, add, remove]);
}
