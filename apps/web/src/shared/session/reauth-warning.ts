import type { UserType } from '../../graphql.ts';

/** What the page knows of one connected account (spec section 3, User connection). */
export interface ConnectionState {
  providerKind: string;
  hasRefreshToken: boolean;
  /** False once the provider refused the stored grant (revoked, expired). */
  isValid: boolean;
}

/** Providers whose data feeds channel statistics; a broken grant there stops the numbers. */
export const REAUTH_PROVIDER_KINDS = ['twitch', 'youtube', 'tiktok'] as const;

export const CONNECTIONS_PATH = '/user/settings/connections';

/** A connection needs the person again when it is invalid or cannot renew itself (no refresh token). */
export function needsReauthorisation(connection: ConnectionState): boolean {
  const watched: readonly string[] = REAUTH_PROVIDER_KINDS;
  return watched.includes(connection.providerKind) && (!connection.isValid || !connection.hasRefreshToken);
}

/**
 * Spec section 8: the re-authorisation warning shows for Creators with such a connection, on any page
 * but the connections settings (where the fix is already in front of them).
 */
export function reauthWarningProviders(userType: UserType | undefined, connections: readonly ConnectionState[], path: string): string[] {
  if (userType !== 'Creator') return [];
  if (path === CONNECTIONS_PATH || path.startsWith(`${CONNECTIONS_PATH}/`)) return [];
  return [...new Set(connections.filter(needsReauthorisation).map((connection) => connection.providerKind))];
}
