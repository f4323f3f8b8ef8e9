import { OAuthRefused } from '@lurkit/core/connections/domain/connections.errors.ts';
import type { OAuthGrant, OAuthTokens } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import type { OAuthAttempt, OAuthProviderPort } from '@lurkit/core/connections/ports/oauth-provider.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { err, ok, type Result } from '@lurkit/core/shared/result.ts';
import { createHash } from 'node:crypto';
import { OAuth2Tokens } from 'arctic';
import { OAUTH_PROTOCOLS, type OAuthClients } from './oauth-protocols.ts';
import { fetchProviderAccount } from './provider-accounts.ts';

/** Thrown when a provider has no client: the auth routes answer "not configured" before reaching here. */
export class OAuthProviderNotConfigured extends Error {}

/**
 * OAuth 2 authorization code with PKCE (S256) against Twitch, Google and TikTok over their documented
 * HTTP endpoints; arctic makes the state and verifier (in the auth routes) and reads the token answers. Client credentials go in the
 * form body, the one way all three accept (Twitch refuses HTTP Basic). A 4xx from the token endpoint is
 * a refusal; a 5xx or no answer throws, so a refresh job retries instead of invalidating a connection.
 */
export class HttpOAuthProvider implements OAuthProviderPort {
  readonly #clients: OAuthClients;

  constructor(clients: OAuthClients) {
    this.#clients = clients;
  }

  isConfigured(provider: ChannelProvider): boolean {
    return this.#clients[provider] !== undefined;
  }

  isSandbox(provider: ChannelProvider): boolean {
    return this.#clients[provider]?.sandbox ?? false;
  }

  authorizationUrl(provider: ChannelProvider, attempt: OAuthAttempt): string {
    const client = this.#client(provider);
    const protocol = OAUTH_PROTOCOLS[provider];
    const url = new URL(`${client.bases.auth}${protocol.authorizePath}`);
    url.searchParams.set(protocol.clientIdParam, client.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', attempt.redirectUri);
    url.searchParams.set('scope', protocol.scopes.join(protocol.scopeSeparator));
    url.searchParams.set('state', attempt.state);
    url.searchParams.set('code_challenge', createHash('sha256').update(attempt.codeVerifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
    for (const [name, value] of Object.entries(protocol.extraAuthorizeParams)) url.searchParams.set(name, value);
    return url.toString();
  }

  async exchangeCode(
    provider: ChannelProvider,
    input: { code: string; codeVerifier: string; redirectUri: string },
  ): Promise<Result<OAuthGrant, OAuthRefused>> {
    const tokens = await this.#tokenRequest(provider, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
    if (!tokens.ok) return tokens;
    const account = await fetchProviderAccount(provider, this.#client(provider), tokens.value.accessToken);
    return ok({ account, tokens: tokens.value });
  }

  refresh(provider: ChannelProvider, refreshToken: string): Promise<Result<OAuthTokens, OAuthRefused>> {
    return this.#tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async #tokenRequest(provider: ChannelProvider, fields: Record<string, string>): Promise<Result<OAuthTokens, OAuthRefused>> {
    const client = this.#client(provider);
    const protocol = OAUTH_PROTOCOLS[provider];
    const body = new URLSearchParams({ ...fields, [protocol.clientIdParam]: client.clientId, client_secret: client.clientSecret });
    const response = await fetch(`${client.bases.token}${protocol.tokenPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 400 && response.status < 500) return err(new OAuthRefused());
    if (!response.ok) throw new Error(`${provider} token endpoint answered ${response.status}`);
    const data: unknown = await response.json();
    // TikTok answers 200 with an error object when it refuses.
    if (typeof data !== 'object' || data === null || 'error' in data) return err(new OAuthRefused());
    const tokens = new OAuth2Tokens(data);
    return ok({
      accessToken: tokens.accessToken(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      accessTokenExpiresAt: 'expires_in' in data ? tokens.accessTokenExpiresAt() : null,
    });
  }

  #client(provider: ChannelProvider) {
    const client = this.#clients[provider];
    if (!client) throw new OAuthProviderNotConfigured(`${provider} sign-in is not configured.`);
    return client;
  }
}
