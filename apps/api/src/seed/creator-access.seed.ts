import type { CreatorAccessRepositoryPort } from '@lurkit/core/accounts/creator-access/ports/creator-access-repository.port.ts';
import type { UserConnection } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';

export type CreatorAccessSeeding = { creatorAccess: CreatorAccessRepositoryPort };

/**
 * democreator was granted full creator access a month ago on their Twitch and YouTube channels (TikTok
 * could not be read: its grant is the invalid one), so /user/creator-access shows a decided request.
 */
export async function seedCreatorAccess(deps: CreatorAccessSeeding, connections: readonly UserConnection[], now: Date): Promise<void> {
  const [first] = connections;
  if (!first) return;
  const requestedAt = addMs(now, -30 * DAY_MS);
  await deps.creatorAccess.save({
    userId: first.userId,
    status: 'granted',
    requestedAt,
    decidedAt: addMs(requestedAt, 5_000),
    channels: connections.map((c) =>
      c.status === 'valid'
        ? { provider: c.provider, channelId: c.providerAccountId, qualifies: true, reasons: [] }
        : { provider: c.provider, channelId: c.providerAccountId, qualifies: false, reasons: ['dataUnavailable'] },
    ),
  });
}
