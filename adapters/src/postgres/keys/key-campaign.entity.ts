import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { KeyCampaignGame, KeyRequirements, KeySet } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * One row per Key campaign. Game info, requirements and key sets are values read whole, so jsonb;
 * genres and platforms are also kept lower-cased in arrays the browse filters can index.
 */
export const KeyCampaignEntity = defineEntity({
  name: 'KeyCampaign',
  tableName: 'key_campaign',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('key_campaign_company_id_index'),
    name: p.string().length(120),
    startDate: p.datetime().nullable(),
    endDate: p.datetime().nullable(),
    plannedRelease: p.datetime().nullable(),
    tags: p.array(),
    game: p.json<KeyCampaignGame>(),
    genreKeys: p.array(),
    requirements: p.json<KeyRequirements>(),
    visibility: p.string().length(16),
    codeItemId: p.uuid().nullable(),
    category: p.string().length(16).nullable(),
    keys: p.json<KeySet[]>(),
    platformKeys: p.array(),
    specialInstructions: p.text().nullable(),
    embargo: p.datetime().nullable(),
    preLaunch: p.boolean(),
    convertedAt: p.datetime().nullable(),
    publishState: p.string().length(24),
    firstWentLiveAt: p.datetime().nullable(),
    publishedAt: p.datetime().nullable(),
    unpublishedAt: p.datetime().nullable(),
    reviewNote: p.text().nullable(),
    archivedAt: p.datetime().nullable(),
    requestCount: p.integer(),
    requestResponseDays: p.smallint().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: 'key_campaign_listed_index', properties: ['publishState', 'visibility', 'publishedAt'] },
    {
      name: 'key_campaign_genre_keys_index',
      expression: 'create index "key_campaign_genre_keys_index" on "key_campaign" using gin ("genre_keys")',
    },
    {
      name: 'key_campaign_platform_keys_index',
      expression: 'create index "key_campaign_platform_keys_index" on "key_campaign" using gin ("platform_keys")',
    },
  ],
});
export type KeyCampaignRow = InferEntity<typeof KeyCampaignEntity>;

/**
 * One row per key a campaign offers on a platform. A claim takes a free slot with `skip locked`, so
 * concurrent claims never exceed the offer and never wait on each other. Taken slots are kept when
 * the offer shrinks.
 */
export const KeyCampaignSlotEntity = defineEntity({
  name: 'KeyCampaignSlot',
  tableName: 'key_campaign_slot',
  properties: {
    campaign: () => p.manyToOne(KeyCampaignEntity).mapToPk().deleteRule('cascade').primary(),
    platform: p.string().length(80).primary(),
    n: p.integer().primary(),
    takenAt: p.datetime().nullable(),
  },
});
