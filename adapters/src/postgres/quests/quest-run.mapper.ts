import { centsOf } from '@lurkit/core/shared/money.ts';
import { CONTENT_TYPES, OFFER_PLATFORMS } from '@lurkit/core/quests/domain/offer.schema.ts';
import { QUEST_BADGES } from '@lurkit/core/quests/domain/quest-badge.ts';
import { DISPUTE_DECISIONS } from '@lurkit/core/quests/domain/quest-dispute.ts';
import { DELIVERY_TYPES } from '@lurkit/core/quests/domain/quest-fields.schema.ts';
import { QUEST_RUN_STATUSES } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import { PARTIES, type QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import { knownValue } from '../shared/known-value.ts';
import type { QuestRunRow } from './quest-run.entity.ts';

const DECISIONS = ['approved', 'declined'] as const;

export const questRunToRow = (run: QuestRun): QuestRunRow => ({
  id: run.id,
  quest: run.questId,
  company: run.companyId,
  creator: run.creatorId,
  status: run.status,
  deliveryType: run.deliveryType,
  platform: run.platform,
  contentType: run.contentType,
  windowOpensAt: run.publishingWindow?.opensAt ?? null,
  windowClosesAt: run.publishingWindow?.closesAt ?? null,
  questEndsAt: run.questEndsAt,
  offerResponseDays: run.offerResponseDays ?? null,
  bids: run.bids.map((b) => ({ ...b, placedAt: b.placedAt.toISOString() })),
  acceptedAt: run.acceptedAt,
  paidAt: run.paidAt,
  paymentId: run.paymentId,
  submissionDueAt: run.submissionDueAt,
  submissions: run.submissions.map((s) => ({
    url: s.url,
    message: s.message,
    submittedAt: s.submittedAt.toISOString(),
    review: s.review ? { ...s.review, reviewedAt: s.review.reviewedAt.toISOString() } : null,
  })),
  approvedAt: run.approvedAt,
  listedAt: run.listedAt,
  paidOutAt: run.paidOutAt,
  payoutId: run.payoutId,
  dueAt: run.dueAt,
  badges: run.badges.map((b) => ({ badge: b.badge, givenAt: b.givenAt.toISOString() })),
  dispute: run.dispute
    ? { ...run.dispute, openedAt: run.dispute.openedAt.toISOString(), decidedAt: run.dispute.decidedAt?.toISOString() ?? null }
    : null,
  createdAt: run.createdAt,
  updatedAt: run.updatedAt,
});

export const questRunFromRow = (row: QuestRunRow): QuestRun => ({
  id: row.id,
  questId: row.quest,
  companyId: row.company,
  creatorId: row.creator,
  status: knownValue(QUEST_RUN_STATUSES, row.status, 'status'),
  deliveryType: knownValue(DELIVERY_TYPES, row.deliveryType, 'deliveryType'),
  platform: knownValue(OFFER_PLATFORMS, row.platform, 'platform'),
  contentType: knownValue(CONTENT_TYPES, row.contentType, 'contentType'),
  publishingWindow: row.windowOpensAt && row.windowClosesAt ? { opensAt: row.windowOpensAt, closesAt: row.windowClosesAt } : null,
  questEndsAt: row.questEndsAt,
  offerResponseDays: row.offerResponseDays ?? null,
  bids: row.bids.map((b) => ({
    amount: centsOf(b.amount),
    contentLengthMinutes: b.contentLengthMinutes,
    by: knownValue(PARTIES, b.by, 'bids.by'),
    message: b.message,
    placedAt: new Date(b.placedAt),
  })),
  acceptedAt: row.acceptedAt ?? null,
  paidAt: row.paidAt ?? null,
  paymentId: row.paymentId ?? null,
  submissionDueAt: row.submissionDueAt ?? null,
  submissions: row.submissions.map((s) => ({
    url: s.url,
    message: s.message,
    submittedAt: new Date(s.submittedAt),
    review: s.review
      ? {
          decision: knownValue(DECISIONS, s.review.decision, 'submissions.review.decision'),
          comment: s.review.comment,
          reviewedAt: new Date(s.review.reviewedAt),
        }
      : null,
  })),
  approvedAt: row.approvedAt ?? null,
  listedAt: row.listedAt ?? null,
  paidOutAt: row.paidOutAt ?? null,
  payoutId: row.payoutId ?? null,
  dueAt: row.dueAt ?? null,
  badges: row.badges.map((b) => ({ badge: knownValue(QUEST_BADGES, b.badge, 'badges.badge'), givenAt: new Date(b.givenAt) })),
  ...(row.dispute
    ? {
        dispute: {
          openedBy: knownValue(PARTIES, row.dispute.openedBy, 'dispute.openedBy'),
          openedByUserId: row.dispute.openedByUserId,
          reason: row.dispute.reason,
          openedAt: new Date(row.dispute.openedAt),
          decision: row.dispute.decision === null ? null : knownValue(DISPUTE_DECISIONS, row.dispute.decision, 'dispute.decision'),
          staffNote: row.dispute.staffNote,
          decidedAt: row.dispute.decidedAt === null ? null : new Date(row.dispute.decidedAt),
          refundCents: row.dispute.refundCents ?? null,
        },
      }
    : {}),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
