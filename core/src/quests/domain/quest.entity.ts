import type { PublishState } from '../../shared/campaign-status.ts';
import { centsOf, type Cents } from '../../shared/money.ts';
import { openQuestRequirements, type QuestRequirements } from './quest-requirements.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { createEmbargo, type Embargo, type EmbargoError } from './embargo.ts';
import type { ConversionTrackingKind, DeliveryType, QuestFormValues, QuestKind, QuestVisibility } from './quest-fields.schema.ts';
import { QuestEndBeforeStart } from './quests.errors.ts';

/** Codes of one platform the creator kit hands each creator whose deal is paid. */
export interface QuestKitKeys {
  readonly platform: string;
  readonly count: number;
}

export interface ConversionTracking {
  readonly kind: ConversionTrackingKind;
  readonly url: string;
}

export interface Quest {
  readonly id: string;
  readonly companyId: string;
  readonly kind: QuestKind;
  /** Moved by the publishing context: draft, held for review, published (Live) or unpublished. */
  readonly publishState: PublishState;
  readonly firstWentLiveAt: Date | null;
  readonly publishedAt: Date | null;
  readonly unpublishedAt: Date | null;
  readonly reviewNote: string | null;
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
  readonly media: readonly string[];
  readonly visibility: QuestVisibility;
  /** The request SLA: days an offer may wait for the company's answer; null: the default bid response time. */
  readonly offerResponseDays: number | null;
  readonly requirements: QuestRequirements;
  readonly specialInstructions: string;
  readonly kitKeys: readonly QuestKitKeys[];
  /** The creator kit's downloadable asset (.zip or .rar), as a link. */
  readonly kitAssetUrl: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type QuestRuleError = QuestEndBeforeStart | EmbargoError;

const unique = (items: readonly string[]): string[] => [...new Set(items)];

/** Cross-field rules on top of the form's shape: the end follows the start, and the embargo rules. */
export function createQuestDraft(
  values: QuestFormValues,
  meta: { id: string; companyId: string; now: Date; kind?: QuestKind },
): Result<Quest, QuestRuleError> {
  const embargo = checkSchedule(values);
  if (!embargo.ok) return embargo;
  return ok({
    id: meta.id,
    companyId: meta.companyId,
    kind: meta.kind ?? 'gamePromotion',
    publishState: 'draft',
    firstWentLiveAt: null,
    publishedAt: null,
    unpublishedAt: null,
    reviewNote: null,
    name: values.name,
    startDate: values.startDate,
    endDate: values.endDate,
    budget: values.budgetCents === null ? null : centsOf(values.budgetCents),
    deliveryType: values.deliveryType,
    embargo: embargo.value,
    deliverables: values.deliverables,
    talkingPoints: values.talkingPoints,
    callToAction: values.callToAction,
    conversionTracking: values.conversionTracking,
    codeManagerItemIds: unique(values.codeManagerItemIds),
    goals: values.goals,
    tags: unique(values.tags),
    platforms: unique(values.platforms),
    media: values.media,
    visibility: values.visibility,
    offerResponseDays: values.offerResponseDays,
    requirements: openQuestRequirements(),
    specialInstructions: values.specialInstructions,
    kitKeys: values.kitKeys,
    kitAssetUrl: values.kitAssetUrl,
    createdAt: meta.now,
    updatedAt: meta.now,
  });
}

/** The dates and embargo rules, shared by the whole form and the wizard's General step. */
export function checkSchedule(values: {
  startDate: Date;
  endDate: Date;
  deliveryType: DeliveryType;
  embargo: QuestFormValues['embargo'];
}): Result<Embargo | null, QuestRuleError> {
  if (values.endDate.getTime() <= values.startDate.getTime()) return err(new QuestEndBeforeStart());
  if (!values.embargo) return ok(null);
  // A form that leaves every embargo field empty has no embargo.
  if (!values.embargo.date && !values.embargo.time && !values.embargo.timezone) return ok(null);
  return createEmbargo(values.embargo, { deliveryType: values.deliveryType, endDate: values.endDate });
}

/** Creators may bid on a published quest until it ends (also before it starts: our choice). */
export const acceptsOffers = (quest: Quest, now: Date): boolean =>
  quest.publishState === 'published' && now.getTime() < quest.endDate.getTime();

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
