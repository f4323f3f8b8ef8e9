import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { Result } from '../../shared/result.ts';
import type { OAuthRefused } from '../domain/connections.errors.ts';
import type { OAuthGrant, OAuthTokens } from '../domain/user-connection.entity.ts';

/** One sign-in attempt's secrets: checked on the way back (state) and proven at the token endpoint (PKCE). */
export interface OAuthAttempt {
  readonly state: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

/**
 * Twitch, YouTube (Google) and TikTok sign-in. Refusals (a denied, used or revoked grant) are results;
 * an unreachable provider throws, so a job retries it instead of invalidating the connection.
 */
export interface OAuthProviderPort {
  authorizationUrl(provider: ChannelProvider, attempt: OAuthAttempt): string;
  exchangeCode(
    provider: ChannelProvider,
    input: { code: string; codeVerifier: string; redirectUri: string },
  ): Promise<Result<OAuthGrant, OAuthRefused>>;
  refresh(provider: ChannelProvider, refreshToken: string): Promise<Result<OAuthTokens, OAuthRefused>>;
}
