import type { RecordedPost, StatisticsRecorderPort } from '../../insights/ports/statistics-recorder.port.ts';
import { newId } from '../../shared/ids.ts';
import type { ChannelStatisticsPort } from '../../shared/channel-statistics.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import { DAY_MS } from '../../shared/time.ts';
import { CHANNEL_SYNC_EVERY_MS, syncedChannel } from '../domain/channel-sync.ts';
import type { CreatorChannel } from '../domain/creator-channel.entity.ts';
import type { ChannelPostsPort } from '../ports/channel-posts.port.ts';
import type { ChannelSyncSourcesPort } from '../ports/channel-sync-sources.port.ts';
import type { CreatorChannelRepositoryPort } from '../ports/creator-channel-repository.port.ts';

export interface SyncDueChannelsDeps {
  sources: ChannelSyncSourcesPort;
  channels: CreatorChannelRepositoryPort;
  statistics: ChannelStatisticsPort;
  posts: ChannelPostsPort;
  recorder: StatisticsRecorderPort;
  clock: ClockPort;
}

/** Each sync reads this much back: a video's views keep growing for weeks after it is posted. */
export const POSTS_READ_BACK_MS = 30 * DAY_MS;

/**
 * The scheduled read of connected channels: followers, account age, affiliation and business status
 * from each platform, stored for insights, matchmaking and requirement checks, and the last 30 days of
 * the channel's videos and shorts into the statistics store. A channel the platform has no data for
 * keeps its last figures. An outage throws before anything is marked tried, so the job retries the
 * same batch; the writes are upserts, so a batch written twice is the same batch.
 */
export class SyncDueChannels {
  private readonly deps: SyncDueChannelsDeps;

  constructor(deps: SyncDueChannelsDeps) {
    this.deps = deps;
  }

  async execute(input: { limit: number }): Promise<{ synced: number; unavailable: number; posts: number }> {
    const { sources, channels, statistics, posts, recorder, clock } = this.deps;
    const now = clock.now();
    const due = await sources.listDue(new Date(now.getTime() - CHANNEL_SYNC_EVERY_MS), input.limit);
    if (due.length === 0) return { synced: 0, unavailable: 0, posts: 0 };
    const known = new Map(
      (await channels.findByCreators(due.map((s) => s.creatorId))).map((c) => [`${c.provider}:${c.providerChannelId}`, c]),
    );
    const synced: CreatorChannel[] = [];
    const recorded: RecordedPost[] = [];
    const since = new Date(now.getTime() - POSTS_READ_BACK_MS);
    for (const source of due) {
      for (const post of (await posts.recentPosts(source.provider, source.providerChannelId, since)) ?? [])
        recorded.push({
          creatorId: source.creatorId,
          provider: source.provider,
          externalId: post.externalId,
          type: post.type,
          title: post.title,
          gameId: null,
          durationSeconds: post.durationSeconds,
          views: post.views,
          hoursWatched: post.hoursWatched,
          averageCcv: 0,
          peakCcv: 0,
          listed: post.listed,
          createdAt: post.publishedAt,
        });
      const figures = await statistics.fetch(source.provider, source.providerChannelId);
      if (!figures) continue;
      synced.push(syncedChannel(source, figures, known.get(`${source.provider}:${source.providerChannelId}`) ?? null, now, newId()));
    }
    await channels.saveMany(synced);
    if (recorded.length > 0) await recorder.record({ posts: recorded });
    await sources.markTried(due, now);
    return { synced: synced.length, unavailable: due.length - synced.length, posts: recorded.length };
  }
}
