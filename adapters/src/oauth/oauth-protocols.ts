import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';

/**
 * Where each provider's OAuth 2 endpoints live and what it calls things, from their documentation:
 * Twitch (dev.twitch.tv/docs/authentication), Google (developers.google.com/identity/protocols/oauth2/web-server)
 * and TikTok Login Kit (developers.tiktok.com/doc/oauth-user-access-token-management). The bases are
 * configurable so the same code talks to a fake server in tests and to the sandbox.
 */
export interface ProviderBases {
  /** The consent page's host. */
  auth: string;
  /** The token endpoint's host. */
  token: string;
  /** The API that names the signed-in account. */
  api: string;
  /** YouTube Analytics, on a host of its own at Google; the sandbox serves it on `api`. */
  analytics?: string;
  /** TikTok's API for Business (business/get), on a host of its own; the sandbox serves it on `api`. */
  business?: string;
}

export interface ProviderProtocol {
  readonly authorizePath: string;
  readonly tokenPath: string;
  /** The query parameter carrying the client id: TikTok says client_key. */
  readonly clientIdParam: 'client_id' | 'client_key';
  readonly scopes: readonly string[];
  readonly scopeSeparator: ' ' | ',';
  /** Extra consent parameters (Google hands out a refresh token only for offline access). */
  readonly extraAuthorizeParams: Readonly<Record<string, string>>;
  readonly defaultBases: ProviderBases;
}

export const OAUTH_PROTOCOLS: Record<ChannelProvider, ProviderProtocol> = {
  twitch: {
    authorizePath: '/oauth2/authorize',
    tokenPath: '/oauth2/token',
    clientIdParam: 'client_id',
    scopes: ['user:read:email', 'moderator:read:followers', 'moderator:read:chatters', 'channel:read:subscriptions'],
    scopeSeparator: ' ',
    extraAuthorizeParams: {},
    defaultBases: { auth: 'https://id.twitch.tv', token: 'https://id.twitch.tv', api: 'https://api.twitch.tv' },
  },
  youtube: {
    authorizePath: '/o/oauth2/v2/auth',
    tokenPath: '/token',
    clientIdParam: 'client_id',
    scopes: ['https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/yt-analytics.readonly'],
    scopeSeparator: ' ',
    extraAuthorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    defaultBases: {
      auth: 'https://accounts.google.com',
      token: 'https://oauth2.googleapis.com',
      api: 'https://www.googleapis.com',
      analytics: 'https://youtubeanalytics.googleapis.com',
    },
  },
  tiktok: {
    authorizePath: '/v2/auth/authorize/',
    tokenPath: '/v2/oauth/token/',
    clientIdParam: 'client_key',
    // user.info.stats: followers (Display API); video.list: videos and the account's age from its oldest;
    // user.account.type: whether it is a business account (API for Business accounts, business/get).
    scopes: ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list', 'user.account.type'],
    scopeSeparator: ',',
    extraAuthorizeParams: {},
    defaultBases: {
      auth: 'https://www.tiktok.com',
      token: 'https://open.tiktokapis.com',
      api: 'https://open.tiktokapis.com',
      business: 'https://business-api.tiktok.com',
    },
  },
};

/** A provider's client: real credentials, or the sandbox's (every base on one sandbox URL). */
export interface OAuthClientConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly bases: ProviderBases;
  /** True for the built-in sandbox: docs/operations.md says which variables switch to the real provider. */
  readonly sandbox: boolean;
}

export type OAuthClients = Partial<Record<ChannelProvider, OAuthClientConfig>>;

const ENV_NAMES: Record<ChannelProvider, { id: string; secret: string }> = {
  twitch: { id: 'TWITCH_CLIENT_ID', secret: 'TWITCH_CLIENT_SECRET' },
  youtube: { id: 'YOUTUBE_CLIENT_ID', secret: 'YOUTUBE_CLIENT_SECRET' },
  tiktok: { id: 'TIKTOK_CLIENT_KEY', secret: 'TIKTOK_CLIENT_SECRET' },
};

export const SANDBOX_CLIENT_ID = 'lurkit-sandbox';
export const sandboxBase = (appUrl: string, provider: ChannelProvider) => `${appUrl}/dev/oauth/${provider}`;

/**
 * Each provider from the environment: with a client id (and secret) the real one; without, outside
 * production, the sandbox at /dev/oauth/{provider}, so "Continue with Twitch" works on a fresh machine.
 * Production never signs in through the sandbox: a provider without credentials is not configured.
 */
export function oauthClientsFromEnv(env: NodeJS.ProcessEnv, appUrl: string): OAuthClients {
  const production = env.NODE_ENV === 'production';
  const clients: OAuthClients = {};
  for (const provider of Object.keys(ENV_NAMES) as ChannelProvider[]) {
    const names = ENV_NAMES[provider];
    const clientId = env[names.id];
    if (clientId) {
      clients[provider] = {
        clientId,
        clientSecret: env[names.secret] ?? '',
        bases: OAUTH_PROTOCOLS[provider].defaultBases,
        sandbox: false,
      };
    } else if (!production) {
      const base = sandboxBase(appUrl, provider);
      clients[provider] = {
        clientId: SANDBOX_CLIENT_ID,
        clientSecret: SANDBOX_CLIENT_ID,
        bases: { auth: base, token: base, api: base },
        sandbox: true,
      };
    }
  }
  return clients;
}
