import { useEffect } from 'react';
import useSWR from 'swr';
import type { UserType } from '../../graphql.ts';
import type { ConnectionState } from '../../shared/session/reauth-warning.ts';
import { fetchReauthConnections } from '../operations/connections.operations.ts';

export const REAUTH_CONNECTIONS_KEY = 'gql:reAuthToastGetUserConnections';
/** Fired on window when a connection's grant was renewed in this tab (the connections page, after linking). */
export const CONNECTION_REFRESH_TOKEN_UPDATED = 'connection-refresh-token-updated';
/** The broadcast channel /auth/auth posts "success" on once a provider sign-in or link went through. */
export const THIRD_PARTY_LOGIN_CHANNEL = 'third-party-login';

const NONE: ConnectionState[] = [];

/**
 * Spec 7: reAuthToastGetUserConnections runs only for Creators, and again on a
 * connection-refresh-token-updated event and on a "success" message on the third-party login channel
 * (a sign-in with a provider in another tab).
 */
export function useReauthConnections(userType: UserType | undefined): ConnectionState[] {
  const enabled = userType === 'Creator';
  const { data, mutate } = useSWR(enabled ? REAUTH_CONNECTIONS_KEY : null, fetchReauthConnections);
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void mutate();
    window.addEventListener(CONNECTION_REFRESH_TOKEN_UPDATED, refresh);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(THIRD_PARTY_LOGIN_CHANNEL);
    if (channel) channel.onmessage = (event: MessageEvent) => event.data === 'success' && refresh();
    return () => {
      window.removeEventListener(CONNECTION_REFRESH_TOKEN_UPDATED, refresh);
      channel?.close();
    };
  }, [enabled, mutate]);
  if (!data) return NONE;
  return data.map((c) => ({ providerKind: c.providerKind, hasRefreshToken: c.hasRefreshToken, isValid: c.isValid }));
}
