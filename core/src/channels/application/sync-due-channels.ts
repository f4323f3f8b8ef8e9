import { newId } from '../../shared/ids.ts';
import type { ChannelStatisticsPort } from '../../shared/channel-statistics.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import { CHANNEL_SYNC_EVERY_MS, syncedChannel } from '../domain/channel-sync.ts';
import type { CreatorChannel } from '../domain/creator-channel.entity.ts';
import type { ChannelSyncSourcesPort } from '../ports/channel-sync-sources.port.ts';
import type { CreatorChannelRepositoryPort } from '../ports/creator-channel-repository.port.ts';

export interface SyncDueChannelsDeps {
  sources: ChannelSyncSourcesPort;
  channels: CreatorChannelRepositoryPort;
  statistics: ChannelStatisticsPort;
  clock: ClockPort;
}

/**
 * The scheduled read of connected channels: followers, account age, affiliation and business status
 * from each platform, stored for insights, matchmaking and requirement checks. A channel the platform
 * has no data for keeps its last figures. An outage throws before anything is written, so the job
 * retries the same batch; the writes are upserts, so a batch written twice is the same batch.
 */
export class SyncDueChannels {
  private readonly deps: SyncDueChannelsDeps;

  constructor(deps: SyncDueChannelsDeps) {
    this.deps = deps;
  }

  async execute(input: { limit: number }): Promise<{ synced: number; unavailable: number }> {
    const { sources, channels, statistics, clock } = this.deps;
    const now = clock.now();
    const due = await sources.listDue(new Date(now.getTime() - CHANNEL_SYNC_EVERY_MS), input.limit);
    if (due.length === 0) return { synced: 0, unavailable: 0 };
    const known = new Map(
      (await channels.findByCreators(due.map((s) => s.creatorId))).map((c) => [`${c.provider}:${c.providerChannelId}`, c]),
    );
    const synced: CreatorChannel[] = [];
    for (const source of due) {
      const figures = await statistics.fetch(source.provider, source.providerChannelId);
      if (!figures) continue;
      synced.push(syncedChannel(source, figures, known.get(`${source.provider}:${source.providerChannelId}`) ?? null, now, newId()));
    }
    await channels.saveMany(synced);
    await sources.markTried(due, now);
    return { synced: synced.length, unavailable: due.length - synced.length };
  }
}
