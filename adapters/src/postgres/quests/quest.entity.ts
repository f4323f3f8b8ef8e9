import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { QuestRequirements } from '@lurkit/core/quests/domain/quest-requirements.ts';
import type { QuestKitKeys } from '@lurkit/core/quests/domain/quest.entity.ts';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * One row per Quest. Lists the forms edit whole (deliverables, talking points, requirements, kit keys)
 * are arrays or jsonb; the embargo keeps what was entered (date, time, zone) beside the instant.
 */
export const QuestEntity = defineEntity({
  name: 'Quest',
  tableName: 'quest',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    kind: p.string().length(24),
    publishState: p.string().length(24),
    firstWentLiveAt: p.datetime().nullable(),
    publishedAt: p.datetime().nullable(),
    unpublishedAt: p.datetime().nullable(),
    reviewNote: p.text().nullable(),
    archivedAt: p.datetime().nullable(),
    name: p.string().length(120),
    startDate: p.datetime(),
    endDate: p.datetime(),
    budgetCents: p.integer().nullable(),
    deliveryType: p.string().length(16),
    embargoDate: p.string().length(10).nullable(),
    embargoTime: p.string().length(5).nullable(),
    embargoTimezone: p.string().length(64).nullable(),
    embargoAt: p.datetime().nullable(),
    deliverables: p.array(),
    talkingPoints: p.array(),
    callToAction: p.text(),
    conversionTrackingKind: p.string().length(16).nullable(),
    conversionTrackingUrl: p.string().length(2048).nullable(),
    codeManagerItemIds: p.array(),
    goals: p.array(),
    tags: p.array(),
    platforms: p.array(),
    media: p.array(),
    visibility: p.string().length(16),
    /** The request SLA: days an offer may wait for the company's answer; null: the default bid response time. */
    offerResponseDays: p.smallint().nullable(),
    requirements: p.json<QuestRequirements>(),
    specialInstructions: p.text(),
    kitKeys: p.json<QuestKitKeys[]>(),
    kitAssetUrl: p.string().length(2048).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: 'quest_company_created_index', properties: ['company', 'createdAt'] },
    { name: 'quest_browse_index', properties: ['publishState', 'visibility', 'endDate'] },
  ],
});
export type QuestRow = InferEntity<typeof QuestEntity>;
