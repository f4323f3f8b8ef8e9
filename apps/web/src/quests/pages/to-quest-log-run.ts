import type { QuestLogRun } from '@lurkit/ui/quest-log/quest-log.types.ts';
import type { QuestRunRow } from '../operations/company-quests.operations.ts';

/** The GraphQL run as the quest log component takes it. */
export const toQuestLogRun = (run: Omit<QuestRunRow, 'vipAccess'>): QuestLogRun => ({
  id: run.id,
  status: run.status,
  failed: run.failed,
  contentType: run.contentType,
  platform: run.platform,
  bids: run.bids.map((b) => ({
    by: b.by,
    amountCents: b.amount.cents,
    contentLengthMinutes: b.contentLengthMinutes,
    message: b.message,
    placedAt: b.placedAt,
  })),
  agreedAmountCents: run.agreedAmount?.cents ?? null,
  partyToAct: run.partyToAct ?? null,
  dueAt: run.dueAt ?? null,
  acceptedAt: run.acceptedAt ?? null,
  paidAt: run.paidAt ?? null,
  submissions: run.submissions.map((s) => ({ url: s.url, message: s.message, submittedAt: s.submittedAt, review: s.review ?? null })),
  approvedAt: run.approvedAt ?? null,
  listedAt: run.listedAt ?? null,
  paidOutAt: run.paidOutAt ?? null,
  payoutStatus: run.payoutStatus ?? null,
  publishingWindowOpensAt: run.publishingWindowOpensAt ?? null,
  badges: run.badges.map((b) => ({ badge: b.badge, label: b.label })),
});
