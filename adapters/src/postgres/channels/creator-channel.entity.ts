import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** One row per channel a creator connected; (provider, provider_channel_id) is the platform's identity. */
export const CreatorChannelEntity = defineEntity({
  name: 'CreatorChannel',
  tableName: 'creator_channel',
  properties: {
    id: p.uuid().primary(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('creator_channel_creator_id_index'),
    provider: p.string().length(16),
    providerChannelId: p.string().length(128),
    handle: p.string().length(100),
    displayName: p.string().length(100),
    followers: p.integer(),
    averageConcurrentViewers: p.integer().nullable(),
    averageViewsPerVideo: p.integer().nullable(),
    averageViewsPerShort: p.integer().nullable(),
    accountCreatedAt: p.datetime(),
    isBusinessAccount: p.boolean().nullable(),
    affiliation: p.string().length(16),
    language: p.string().length(8),
    country: p.string().length(2),
    syncedAt: p.datetime(),
  },
  uniques: [{ name: 'creator_channel_provider_channel_unique', properties: ['provider', 'providerChannelId'] }],
});

export type CreatorChannelRow = InferEntity<typeof CreatorChannelEntity>;
