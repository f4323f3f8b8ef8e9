import { AFFILIATIONS, type CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { knownValue } from '../shared/known-value.ts';
import type { CreatorChannelRow } from './creator-channel.entity.ts';

const PROVIDERS: readonly ChannelProvider[] = ['twitch', 'youtube', 'tiktok'];

export const channelFromRow = (row: CreatorChannelRow): CreatorChannel => ({
  id: row.id,
  creatorId: row.creator,
  provider: knownValue(PROVIDERS, row.provider, 'provider'),
  providerChannelId: row.providerChannelId,
  handle: row.handle,
  displayName: row.displayName,
  followers: row.followers,
  averageConcurrentViewers: row.averageConcurrentViewers ?? null,
  averageViewsPerVideo: row.averageViewsPerVideo ?? null,
  averageViewsPerShort: row.averageViewsPerShort ?? null,
  accountCreatedAt: row.accountCreatedAt,
  isBusinessAccount: row.isBusinessAccount ?? null,
  affiliation: knownValue(AFFILIATIONS, row.affiliation, 'affiliation'),
  language: row.language,
  country: row.country,
  syncedAt: row.syncedAt,
});

export const channelToRow = ({ creatorId, ...channel }: CreatorChannel): CreatorChannelRow => ({ ...channel, creator: creatorId });
