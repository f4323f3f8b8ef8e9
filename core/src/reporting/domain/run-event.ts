/** Spec 4's run events, of every activation type, as the company home's timeline lists them. */
export const TIMELINE_ACTIVATION_TYPES = ['KEY', 'QUEST', 'MISSION'] as const;
export type TimelineActivationType = (typeof TIMELINE_ACTIVATION_TYPES)[number];

/**
 * What happened. The spec's list (created, accepted, rejected, content submitted, content accepted or
 * rejected, claimed rewards, claimed creator kit) plus the steps each activation adds: a Key campaign's
 * key claims and reminders, a Quest's counter offers, payment and payout, a Mission run's ending.
 */
export const RUN_EVENT_TYPES = [
  'created',
  'accepted',
  'rejected',
  'countered',
  'paid',
  'qualified',
  'claimedKey',
  'requestedMoreKeys',
  'contentReminder',
  'contentSubmitted',
  'contentAccepted',
  'contentRejected',
  'contentExpired',
  'kitSent',
  'claimedKit',
  'claimedRewards',
  'paidOut',
  'expired',
  'canceled',
] as const;
export type RunEventType = (typeof RUN_EVENT_TYPES)[number];

/** Spec 3 action-by: the company, the system, or the creator (USER). */
export type RunEventBy = 'COMPANY' | 'SYSTEM' | 'USER';

export interface RunTimelineEvent {
  /** Stable across reads: the run's id and the event's place among the run's events. */
  readonly id: string;
  readonly at: Date;
  readonly activationType: TimelineActivationType;
  readonly activationId: string;
  readonly activationName: string;
  readonly runId: string;
  readonly creatorId: string;
  readonly creatorName: string;
  readonly type: RunEventType;
  readonly by: RunEventBy;
}

/** Newest first, the id breaking ties: the keyset every timeline store pages by. */
export const timelineKey = (e: Pick<RunTimelineEvent, 'at' | 'id'>): [number, string] => [-e.at.getTime(), e.id];
