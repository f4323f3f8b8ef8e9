import type { KeysetKey } from '../../shared/keyset.ts';
import type { QuestRunStatus } from './quest-run.machine.ts';
import type { QuestRun } from './quest-run.entity.ts';
import type { Quest } from './quest.entity.ts';

/** Keyset orders of the quest lists; the PostgreSQL adapter sorts by the same expressions. */
export const questKey = (quest: Quest): KeysetKey => [-quest.createdAt.getTime(), quest.id];
export const questRunKey = (run: QuestRun): KeysetKey => [-run.updatedAt.getTime(), run.id];

/**
 * The participants tabs (spec 2: /offers, /active, /review, /ended) and the creator's deals tabs
 * (offers, active, ended): each status belongs to exactly one.
 */
export const QUEST_RUN_TABS = ['offers', 'active', 'review', 'ended'] as const;
export type QuestRunTab = (typeof QUEST_RUN_TABS)[number];

export const STATUSES_OF_TAB: Readonly<Record<QuestRunTab, readonly QuestRunStatus[]>> = {
  offers: ['INITIAL_BID', 'COUNTER_BID'],
  active: ['PENDING_PAYMENT', 'CONTENTPRODUCTION', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION', 'PAYOUT'],
  review: ['CONTENTREVIEW'],
  ended: [
    'BID_REJECTED',
    'BID_EXPIRED',
    'PAYMENT_EXPIRED',
    'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
    'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
    'COMPLETED',
    'REFUNDED',
  ],
};

export const tabOf = (status: QuestRunStatus): QuestRunTab =>
  (Object.keys(STATUSES_OF_TAB) as QuestRunTab[]).find((tab) => STATUSES_OF_TAB[tab].includes(status)) ?? 'ended';
