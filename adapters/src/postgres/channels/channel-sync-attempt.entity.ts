import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * When the scheduled sync last tried a connected channel, found or not: a channel its platform has no
 * data for waits a day like the rest instead of heading every batch.
 */
export const ChannelSyncAttemptEntity = defineEntity({
  name: 'ChannelSyncAttempt',
  tableName: 'channel_sync_attempt',
  properties: {
    provider: p.string().length(16).primary(),
    providerChannelId: p.string().length(128).primary(),
    triedAt: p.datetime(),
  },
});
