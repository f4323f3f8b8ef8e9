import { PUBLISH_STATES } from '@lurkit/core/shared/campaign-status.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import {
  CONVERSION_TRACKING_KINDS,
  DELIVERY_TYPES,
  QUEST_KINDS,
  QUEST_VISIBILITIES,
} from '@lurkit/core/quests/domain/quest-fields.schema.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import { knownValue } from '../shared/known-value.ts';
import type { QuestRow } from './quest.entity.ts';

export const questToRow = (q: Quest): QuestRow => ({
  id: q.id,
  company: q.companyId,
  kind: q.kind,
  publishState: q.publishState,
  firstWentLiveAt: q.firstWentLiveAt,
  publishedAt: q.publishedAt,
  unpublishedAt: q.unpublishedAt,
  reviewNote: q.reviewNote,
  // Publishing's to set; the repository never writes it back (its save leaves the column out).
  archivedAt: null,
  name: q.name,
  startDate: q.startDate,
  endDate: q.endDate,
  budgetCents: q.budget,
  deliveryType: q.deliveryType,
  embargoDate: q.embargo?.date ?? null,
  embargoTime: q.embargo?.time ?? null,
  embargoTimezone: q.embargo?.timezone ?? null,
  embargoAt: q.embargo?.at ?? null,
  deliverables: [...q.deliverables],
  talkingPoints: [...q.talkingPoints],
  callToAction: q.callToAction,
  conversionTrackingKind: q.conversionTracking?.kind ?? null,
  conversionTrackingUrl: q.conversionTracking?.url ?? null,
  codeManagerItemIds: [...q.codeManagerItemIds],
  goals: [...q.goals],
  tags: [...q.tags],
  platforms: [...q.platforms],
  media: [...q.media],
  visibility: q.visibility,
  offerResponseDays: q.offerResponseDays,
  requirements: structuredClone(q.requirements) as QuestRow['requirements'],
  specialInstructions: q.specialInstructions,
  kitKeys: q.kitKeys.map((k) => ({ ...k })),
  kitAssetUrl: q.kitAssetUrl,
  createdAt: q.createdAt,
  updatedAt: q.updatedAt,
});

export function questFromRow(row: QuestRow): Quest {
  const { embargoDate, embargoTime, embargoTimezone, embargoAt } = row;
  return {
    id: row.id,
    companyId: row.company,
    kind: knownValue(QUEST_KINDS, row.kind, 'kind'),
    publishState: knownValue(PUBLISH_STATES, row.publishState, 'publishState'),
    firstWentLiveAt: row.firstWentLiveAt ?? null,
    publishedAt: row.publishedAt ?? null,
    unpublishedAt: row.unpublishedAt ?? null,
    reviewNote: row.reviewNote ?? null,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    budget: row.budgetCents === null || row.budgetCents === undefined ? null : centsOf(row.budgetCents),
    deliveryType: knownValue(DELIVERY_TYPES, row.deliveryType, 'deliveryType'),
    embargo:
      embargoDate && embargoTime && embargoTimezone && embargoAt
        ? { date: embargoDate, time: embargoTime, timezone: embargoTimezone, at: embargoAt }
        : null,
    deliverables: row.deliverables,
    talkingPoints: row.talkingPoints,
    callToAction: row.callToAction,
    conversionTracking:
      row.conversionTrackingKind && row.conversionTrackingUrl
        ? {
            kind: knownValue(CONVERSION_TRACKING_KINDS, row.conversionTrackingKind, 'conversionTrackingKind'),
            url: row.conversionTrackingUrl,
          }
        : null,
    codeManagerItemIds: row.codeManagerItemIds,
    goals: row.goals,
    tags: row.tags,
    platforms: row.platforms,
    media: row.media,
    visibility: knownValue(QUEST_VISIBILITIES, row.visibility, 'visibility'),
    offerResponseDays: row.offerResponseDays ?? null,
    requirements: row.requirements,
    specialInstructions: row.specialInstructions,
    kitKeys: row.kitKeys,
    kitAssetUrl: row.kitAssetUrl ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
