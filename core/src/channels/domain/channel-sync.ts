import type { ChannelProvider, ChannelStatistics } from '../../shared/channel-statistics.port.ts';
import { HOUR_MS } from '../../shared/time.ts';
import type { CreatorChannel } from './creator-channel.entity.ts';

/**
 * Spec 9: channel data is processed within 24 hours. Each connected channel is read again once its
 * last attempt is this old, which leaves an hourly job room for a retry inside the 24 hours.
 */
export const CHANNEL_SYNC_EVERY_MS = 20 * HOUR_MS;

/** A connected channel to read: the connection's platform identity and the creator's own profile. */
export interface ChannelSyncSource {
  readonly creatorId: string;
  readonly provider: ChannelProvider;
  readonly providerChannelId: string;
  readonly handle: string;
  readonly displayName: string;
  /** From the creator's profile; null until they chose one. */
  readonly language: string | null;
  readonly country: string | null;
}

/**
 * The channel as its platform describes it now. Averages come from the statistics store, so a read
 * without them keeps the last known ones; where the creator has not said where they live or speak,
 * the channel keeps what it had ('' when it never had any: unknown, matched by no filter).
 */
export function syncedChannel(
  source: ChannelSyncSource,
  figures: ChannelStatistics,
  existing: CreatorChannel | null,
  at: Date,
  id: string,
): CreatorChannel {
  return {
    id: existing?.id ?? id,
    creatorId: source.creatorId,
    provider: source.provider,
    providerChannelId: source.providerChannelId,
    handle: source.handle,
    displayName: source.displayName,
    followers: figures.followers,
    averageConcurrentViewers: figures.averageConcurrentViewers ?? existing?.averageConcurrentViewers ?? null,
    averageViewsPerVideo: figures.averageViewsPerVideo ?? existing?.averageViewsPerVideo ?? null,
    averageViewsPerShort: figures.averageViewsPerShort ?? existing?.averageViewsPerShort ?? null,
    accountCreatedAt: figures.accountCreatedAt,
    isBusinessAccount: figures.isBusinessAccount ?? existing?.isBusinessAccount ?? null,
    affiliation: figures.affiliation,
    language: source.language ?? existing?.language ?? '',
    country: source.country ?? existing?.country ?? '',
    syncedAt: at,
  };
}
