import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { QuestEntity } from './quest.entity.ts';

/** Bids, submissions and badges as stored: instants as ISO strings inside jsonb. */
export interface StoredBid {
  amount: number;
  contentLengthMinutes: number;
  by: string;
  message: string;
  placedAt: string;
}
export interface StoredSubmission {
  url: string;
  message: string;
  submittedAt: string;
  review: { decision: string; comment: string; reviewedAt: string } | null;
}
export interface StoredBadge {
  badge: string;
  givenAt: string;
}
export interface StoredDispute {
  openedBy: string;
  openedByUserId: string;
  reason: string;
  openedAt: string;
  decision: string | null;
  staffNote: string;
  decidedAt: string | null;
  /** Absent on disputes stored before partial refunds: nothing refunded but by a whole-run refund. */
  refundCents?: number | null;
}

/**
 * One creator's deal on one Quest. Bids and submissions are only ever appended and read whole, so
 * jsonb. At most one run per creator and quest is open (not at a failure end): the partial unique
 * index decides two offers sent at once.
 */
export const QuestRunEntity = defineEntity({
  name: 'QuestRun',
  tableName: 'quest_run',
  properties: {
    id: p.uuid().primary(),
    quest: () => p.manyToOne(QuestEntity).mapToPk().deleteRule('cascade'),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    status: p.string().length(48),
    deliveryType: p.string().length(16),
    platform: p.string().length(16),
    contentType: p.string().length(16),
    windowOpensAt: p.datetime().nullable(),
    windowClosesAt: p.datetime().nullable(),
    questEndsAt: p.datetime(),
    offerResponseDays: p.smallint().nullable(),
    bids: p.json<StoredBid[]>(),
    acceptedAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    paymentId: p.string().length(120).nullable(),
    submissionDueAt: p.datetime().nullable(),
    submissions: p.json<StoredSubmission[]>(),
    approvedAt: p.datetime().nullable(),
    listedAt: p.datetime().nullable(),
    paidOutAt: p.datetime().nullable(),
    payoutId: p.string().length(120).nullable(),
    dueAt: p.datetime().nullable(),
    badges: p.json<StoredBadge[]>(),
    dispute: p.json<StoredDispute>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: 'quest_run_quest_status_index', properties: ['quest', 'status', 'updatedAt'] },
    { name: 'quest_run_creator_status_index', properties: ['creator', 'status', 'updatedAt'] },
    { name: 'quest_run_company_status_index', properties: ['company', 'status', 'createdAt'] },
    {
      name: 'quest_run_open_dispute_index',
      expression: `create index "quest_run_open_dispute_index" on "quest_run" ("updated_at") where "dispute" is not null and ("dispute" ->> 'decidedAt') is null`,
    },
    {
      name: 'quest_run_due_index',
      expression: 'create index "quest_run_due_index" on "quest_run" ("due_at") where "due_at" is not null',
    },
    {
      name: 'quest_run_open_unique',
      expression: `create unique index "quest_run_open_unique" on "quest_run" ("quest_id", "creator_id") where "status" not in ('BID_REJECTED', 'BID_EXPIRED', 'PAYMENT_EXPIRED', 'CONTENT_SUBMISSION_DEADLINE_EXPIRED', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED', 'REFUNDED')`,
    },
  ],
});
export type QuestRunRow = InferEntity<typeof QuestRunEntity>;
