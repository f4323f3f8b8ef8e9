/**
 * What the publish checks read from an activation. The quests, keys and missions contexts own the
 * activations; their adapters fill these plain shapes, so publishing imports none of their entities.
 */
export const ACTIVATION_KINDS = ['quest', 'keyCampaign', 'mission'] as const;
export type ActivationKind = (typeof ACTIVATION_KINDS)[number];

export type QuestDeliveryType = 'open' | 'dateRange' | 'specificDate';

interface CampaignFacts {
  readonly name: string;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  readonly codeManagerItemCount: number;
  /** Sets of keys (codes per platform) attached to the campaign. */
  readonly keySetCount: number;
}

export interface QuestPublishSubject extends CampaignFacts {
  readonly kind: 'quest';
  readonly deliveryType: QuestDeliveryType;
  /** The day content goes out, for specific-date delivery. */
  readonly deliveryDate: Date | null;
  readonly embargo: Date | null;
  readonly talkingPointCount: number;
}

export interface KeyCampaignPublishSubject extends CampaignFacts {
  readonly kind: 'keyCampaign';
  /** Spec 4: a pre-launch (waitlist) campaign goes out before it has keys; its conversion asks for them. */
  readonly preLaunch: boolean;
}

export interface MissionPublishSubject {
  readonly kind: 'mission';
  readonly startDate: Date | null;
  readonly criterionCount: number;
  readonly gameCount: number;
  readonly rewardCount: number;
}

export type PublishSubject = QuestPublishSubject | KeyCampaignPublishSubject | MissionPublishSubject;

/** Dates the campaign status is derived from; missions have no end. */
export function scheduleOf(subject: PublishSubject): { startDate: Date | null; endDate: Date | null } {
  return { startDate: subject.startDate, endDate: subject.kind === 'mission' ? null : subject.endDate };
}
