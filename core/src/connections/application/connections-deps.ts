import type { ClockPort } from '../../shared/clock.port.ts';
import type { OAuthAccountsPort } from '../ports/oauth-accounts.port.ts';
import type { OAuthProviderPort } from '../ports/oauth-provider.port.ts';
import type { UserConnectionRepositoryPort } from '../ports/user-connection-repository.port.ts';

export interface ConnectionsDeps {
  connections: UserConnectionRepositoryPort;
  oauth: OAuthProviderPort;
  accounts: OAuthAccountsPort;
  clock: ClockPort;
}

export const PROVIDER_NAMES = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' } as const;
