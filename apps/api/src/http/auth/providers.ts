import type { AppConfig } from '../../config.ts';

export const OAUTH_PROVIDERS = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;
export type OAuthProviderId = keyof typeof OAUTH_PROVIDERS;

export const isOAuthProvider = (id: string): id is OAuthProviderId => Object.hasOwn(OAUTH_PROVIDERS, id);

/** The Auth.js providers listing: credentials plus the creator OAuth providers. */
export function listProviders(config: AppConfig) {
  const base = `${config.appUrl}/api/auth`;
  const entry = (id: string, name: string, type: 'credentials' | 'oauth') => ({
    id,
    name,
    type,
    signinUrl: `${base}/signin/${id}`,
    callbackUrl: `${base}/callback/${id}`,
  });
  return {
    credentials: entry('credentials', 'Credentials', 'credentials'),
    ...Object.fromEntries(Object.entries(OAUTH_PROVIDERS).map(([id, name]) => [id, entry(id, name, 'oauth')])),
  };
}
