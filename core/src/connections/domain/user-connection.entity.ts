import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

/** What a provider hands back for a grant: the tokens, as plain text (the store seals them). */
export interface OAuthTokens {
  readonly accessToken: string;
  /** Null when the provider gave none: the grant then cannot renew itself (spec 3, hasRefreshToken). */
  readonly refreshToken: string | null;
  readonly accessTokenExpiresAt: Date | null;
}

/** The account on the provider's side that signed in. */
export interface ProviderAccount {
  /** The provider's stable id (Twitch user id, YouTube channel id, TikTok open_id). */
  readonly id: string;
  readonly login: string;
  readonly displayName: string;
  /** Only when the provider vouches for it; never used without. */
  readonly email: string | null;
}

export interface OAuthGrant {
  readonly account: ProviderAccount;
  readonly tokens: OAuthTokens;
}

/** valid: the grant works; invalid: the provider refused it (revoked, expired) and the creator must authorise again. */
export type ConnectionStatus = 'valid' | 'invalid';

/** Spec 3 "User connection": one account per provider per person, and each provider account on one person only. */
export interface UserConnection {
  readonly id: string;
  readonly userId: string;
  readonly provider: ChannelProvider;
  readonly providerAccountId: string;
  readonly login: string;
  readonly displayName: string;
  readonly tokens: OAuthTokens;
  readonly status: ConnectionStatus;
  readonly connectedAt: Date;
  readonly refreshedAt: Date | null;
  readonly invalidatedAt: Date | null;
}

/** Renew the access token this long before it runs out, so statistics jobs never meet an expired one. */
export const REFRESH_AHEAD_MS = 30 * 60_000;

/** A grant that worked again: new tokens, valid, a missing refresh token keeps the old one. */
export function withFreshTokens(connection: UserConnection, tokens: OAuthTokens, now: Date): UserConnection {
  return {
    ...connection,
    tokens: { ...tokens, refreshToken: tokens.refreshToken ?? connection.tokens.refreshToken },
    status: 'valid',
    refreshedAt: now,
    invalidatedAt: null,
  };
}

export const invalidated = (connection: UserConnection, now: Date): UserConnection => ({
  ...connection,
  status: 'invalid',
  invalidatedAt: now,
});
