import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { UserConnection } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import { sandboxAccountId } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type ConnectionsSeeding = { connections: UserConnectionRepositoryPort };

/**
 * democreator's three connections, one per channel: Twitch and YouTube valid, TikTok refused by the
 * provider (invalid), so the re-authorisation toast shows on their pages; "Reconnect TikTok" through the
 * sandbox as democreator makes it valid again. Tokens are placeholders that
 * run out in a year: the refresh job leaves them alone, and no network is needed.
 */
export async function seedConnections(
  deps: ConnectionsSeeding,
  accounts: SeededAccounts,
  channels: readonly CreatorChannel[],
  random: SeededRandom,
  now: Date,
): Promise<UserConnection[]> {
  const demo = accounts.creators[0];
  if (!demo) return [];
  const connections = channels
    .filter((c) => c.creatorId === demo.id)
    .map((channel): UserConnection => ({
      id: random.uuid(),
      userId: demo.id,
      provider: channel.provider,
      // The sandbox's id for the account name "democreator": reconnecting through the sandbox as
      // democreator renews this connection instead of being refused as another account.
      providerAccountId: sandboxAccountId(channel.provider, demo.username),
      login: demo.username,
      displayName: channel.displayName,
      tokens: {
        accessToken: `demo-access-${channel.provider}`,
        refreshToken: `demo-refresh-${channel.provider}`,
        accessTokenExpiresAt: addMs(now, 365 * DAY_MS),
      },
      status: channel.provider === 'tiktok' ? 'invalid' : 'valid',
      connectedAt: addMs(now, -random.int(100, 400) * DAY_MS),
      refreshedAt: null,
      invalidatedAt: channel.provider === 'tiktok' ? addMs(now, -2 * DAY_MS) : null,
    }));
  for (const connection of connections) await deps.connections.save(connection);
  return connections;
}
