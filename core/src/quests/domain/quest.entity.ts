import { centsOf, type Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { createEmbargo, type Embargo, type EmbargoError } from './embargo.ts';
import type { ConversionTrackingKind, DeliveryType, QuestFormValues, QuestVisibility } from './quest-fields.schema.ts';
import { QuestEndBeforeStart } from './quests.errors.ts';

/**
 * draft: saved, not published (the spec's "unpublished (Draft)"); live: published and open to offers;
 * unpublished: closed to new offers while running quest runs may finish. The publishing context moves
 * quests between these.
 */
export const QUEST_STATUSES = ['draft', 'live', 'unpublished'] as const;
export type QuestStatus = (typeof QUEST_STATUSES)[number];

export interface ConversionTracking {
  readonly kind: ConversionTrackingKind;
  readonly url: string;
}

export interface Quest {
  readonly id: string;
  readonly companyId: string;
  readonly status: QuestStatus;
  readonly name: string;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly budget: Cents | null;
  readonly deliveryType: DeliveryType;
  readonly embargo: Embargo | null;
  readonly deliverables: readonly string[];
  readonly talkingPoints: readonly string[];
  readonly callToAction: string;
  readonly conversionTracking: ConversionTracking | null;
  readonly codeManagerItemIds: readonly string[];
  readonly goals: readonly string[];
  readonly tags: readonly string[];
  readonly platforms: readonly string[];
  readonly visibility: QuestVisibility;
  readonly specialInstructions: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type QuestRuleError = QuestEndBeforeStart | EmbargoError;

const unique = (items: readonly string[]): string[] => [...new Set(items)];

/** Cross-field rules on top of the form's shape: the end follows the start, and the embargo rules. */
export function createQuestDraft(
  values: QuestFormValues,
  meta: { id: string; companyId: string; now: Date },
): Result<Quest, QuestRuleError> {
  if (values.endDate.getTime() <= values.startDate.getTime()) return err(new QuestEndBeforeStart());
  let embargo: Embargo | null = null;
  if (values.embargo) {
    const created = createEmbargo(values.embargo, { deliveryType: values.deliveryType, endDate: values.endDate });
    if (!created.ok) return created;
    embargo = created.value;
  }
  return ok({
    id: meta.id,
    companyId: meta.companyId,
    status: 'draft',
    name: values.name,
    startDate: values.startDate,
    endDate: values.endDate,
    budget: values.budgetCents === null ? null : centsOf(values.budgetCents),
    deliveryType: values.deliveryType,
    embargo,
    deliverables: values.deliverables,
    talkingPoints: values.talkingPoints,
    callToAction: values.callToAction,
    conversionTracking: values.conversionTracking,
    codeManagerItemIds: unique(values.codeManagerItemIds),
    goals: values.goals,
    tags: unique(values.tags),
    platforms: unique(values.platforms),
    visibility: values.visibility,
    specialInstructions: values.specialInstructions,
    createdAt: meta.now,
    updatedAt: meta.now,
  });
}

/** Creators may bid on a live quest until it ends (also before it starts: our choice). */
export const acceptsOffers = (quest: Quest, now: Date): boolean => quest.status === 'live' && now.getTime() < quest.endDate.getTime();

/**
 * The window in which content goes public. The spec shows no separate delivery dates, so for
 * fixed-window delivery it opens at the embargo (else the quest start) and closes at the quest end.
 * Open quests have none.
 */
export interface PublishingWindow {
  readonly opensAt: Date;
  readonly closesAt: Date;
}
export function publishingWindow(quest: Pick<Quest, 'deliveryType' | 'embargo' | 'startDate' | 'endDate'>): PublishingWindow | null {
  if (quest.deliveryType === 'open') return null;
  return { opensAt: quest.embargo?.at ?? quest.startDate, closesAt: quest.endDate };
}
