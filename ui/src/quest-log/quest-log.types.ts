import type { QuestBadge } from '@lurkit/core/quests/domain/quest-badge.schema.ts';

/** A quest run as the quest log shows it, in plain data (the web maps its GraphQL answer onto this). */
export interface QuestLogRun {
  id: string;
  status: string;
  failed: boolean;
  contentType: 'Short' | 'Stream' | 'Video';
  platform: 'twitch' | 'youtube';
  bids: readonly { by: 'COMPANY' | 'CREATOR'; amountCents: number; contentLengthMinutes: number; message: string; placedAt: string }[];
  agreedAmountCents: number | null;
  partyToAct: 'COMPANY' | 'CREATOR' | null;
  dueAt: string | null;
  acceptedAt: string | null;
  paidAt: string | null;
  submissions: readonly {
    url: string;
    message: string;
    submittedAt: string;
    review: { decision: string; comment: string; reviewedAt: string } | null;
  }[];
  approvedAt: string | null;
  listedAt: string | null;
  paidOutAt: string | null;
  /** The payout's state once made: a failed one is shown as failed, not completed. */
  payoutStatus?: string | null;
  publishingWindowOpensAt: string | null;
  badges: readonly { badge: QuestBadge; label: string }[];
}

export const QUEST_LOG_SECTIONS = ['agreement', 'bidding', 'content-production', 'payment', 'results'] as const;
export type QuestLogSection = (typeof QUEST_LOG_SECTIONS)[number];
