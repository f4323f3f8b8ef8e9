import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { OAuthRefused } from '../domain/connections.errors.ts';
import type { OAuthGrant, OAuthTokens } from '../domain/user-connection.entity.ts';
import type { OAuthAttempt, OAuthProviderPort } from '../ports/oauth-provider.port.ts';

/** A provider whose answers a test sets: refresh tokens it no longer honours are refused. */
export class ScriptedOAuthProvider implements OAuthProviderPort {
  readonly revoked = new Set<string>();
  refreshedWith: string[] = [];
  #issued = 0;

  authorizationUrl(provider: ChannelProvider, attempt: OAuthAttempt): string {
    return `https://${provider}.example/authorize?state=${attempt.state}`;
  }

  async exchangeCode(): Promise<Result<OAuthGrant, OAuthRefused>> {
    return err(new OAuthRefused());
  }

  async refresh(_provider: ChannelProvider, refreshToken: string): Promise<Result<OAuthTokens, OAuthRefused>> {
    this.refreshedWith.push(refreshToken);
    if (this.revoked.has(refreshToken)) return err(new OAuthRefused());
    this.#issued += 1;
    return ok({ accessToken: `access-${this.#issued}`, refreshToken: null, accessTokenExpiresAt: new Date('2026-11-26T12:00:00.000Z') });
  }
}
