import type { ChannelProvider, ChannelStatistics } from '../../../shared/channel-statistics.port.ts';
import { DAY_MS, addMs } from '../../../shared/time.ts';

export const ACCESS_NOW = new Date('2025-03-10T12:00:00.000Z');

/** A channel that just qualifies on any platform at ACCESS_NOW: 250 followers, a 90-day-old business account. */
export const channelStats = (provider: ChannelProvider, changes: Partial<ChannelStatistics> = {}): ChannelStatistics => ({
  provider,
  channelId: `${provider}-1`,
  followers: 250,
  accountCreatedAt: addMs(ACCESS_NOW, -90 * DAY_MS),
  averageConcurrentViewers: null,
  averageViewsPerVideo: null,
  averageViewsPerShort: null,
  isBusinessAccount: provider === 'tiktok' ? true : null,
  affiliation: 'none',
  ...changes,
});
