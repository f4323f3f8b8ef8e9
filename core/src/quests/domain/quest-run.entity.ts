import type { Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import type { BidTerms } from './offer.ts';
import type { ContentType, OfferPlatform } from './offer.schema.ts';
import type { QuestBadge } from './quest-badge.ts';
import type { DeliveryType } from './quest-fields.schema.ts';
import type { PublishingWindow } from './quest.entity.ts';
import { questRunMachine, type QuestRunEvent, type QuestRunStatus } from './quest-run.machine.ts';
import { DeadlinePassed } from './quests.errors.ts';
import type { QuestDispute } from './quest-dispute.schema.ts';

export const PARTIES = ['COMPANY', 'CREATOR'] as const;
export type Party = (typeof PARTIES)[number];
export const otherParty = (party: Party): Party => (party === 'COMPANY' ? 'CREATOR' : 'COMPANY');

export interface Bid extends BidTerms {
  readonly by: Party;
  readonly message: string;
  readonly placedAt: Date;
}

export interface ContentReview {
  readonly decision: 'approved' | 'declined';
  readonly comment: string;
  readonly reviewedAt: Date;
}

/** Submissions are only ever appended: content cannot be changed once submitted. */
export interface ContentSubmission {
  readonly url: string;
  readonly message: string;
  readonly submittedAt: Date;
  readonly review: ContentReview | null;
}

export interface GivenBadge {
  readonly badge: QuestBadge;
  readonly givenAt: Date;
}

/** One creator's deal on one quest, from the first offer to payout or a failure end. */
export interface QuestRun {
  readonly id: string;
  readonly questId: string;
  readonly companyId: string;
  readonly creatorId: string;
  readonly status: QuestRunStatus;
  readonly deliveryType: DeliveryType;
  readonly platform: OfferPlatform;
  readonly contentType: ContentType;
  /** Copied from the quest with the offer, so deadlines do not move when a draft is edited later. */
  readonly publishingWindow: PublishingWindow | null;
  readonly questEndsAt: Date;
  /** Copied from the quest with the offer: how many days the company gives itself to answer; null: the default. */
  readonly offerResponseDays?: number | null;
  /** Every offer and counter offer, oldest first; the last one is what accepting confirms. */
  readonly bids: readonly Bid[];
  readonly acceptedAt: Date | null;
  readonly paidAt: Date | null;
  readonly paymentId: string | null;
  /** When content is due; set at payment, pushed out after a declined submission. */
  readonly submissionDueAt: Date | null;
  readonly submissions: readonly ContentSubmission[];
  readonly approvedAt: Date | null;
  readonly listedAt: Date | null;
  readonly paidOutAt: Date | null;
  readonly payoutId: string | null;
  /** The deadline of the current step; null when no step is timed. */
  readonly dueAt: Date | null;
  readonly badges: readonly GivenBadge[];
  /** The latest dispute; while it is open no timer moves the run and nothing is paid out. */
  readonly dispute?: QuestDispute | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const lastBid = (run: QuestRun): Bid | undefined => run.bids.at(-1);

/** The deal both sides agreed to: the last bid, once accepted. */
export function agreedTerms(run: QuestRun): Bid | null {
  return run.acceptedAt ? (lastBid(run) ?? null) : null;
}
export const agreedAmount = (run: QuestRun): Cents | null => agreedTerms(run)?.amount ?? null;
/** For runs past acceptance, which always have a deal: a missing one is a bug, so it throws. */
export function confirmedAmount(run: QuestRun): Cents {
  const amount = agreedAmount(run);
  if (amount === null) throw new Error(`Quest run ${run.id} has no accepted bid.`);
  return amount;
}

export const isOverdue = (run: QuestRun, now: Date): boolean => run.dueAt !== null && now.getTime() >= run.dueAt.getTime();

/** The party whose action is due, or null when the system (payout) or nobody acts. */
export function partyToAct(run: QuestRun): Party | null {
  switch (run.status) {
    case 'INITIAL_BID':
    case 'COUNTER_BID': {
      const last = lastBid(run);
      return last ? otherParty(last.by) : null;
    }
    case 'PENDING_PAYMENT':
    case 'CONTENTREVIEW':
      return 'COMPANY';
    case 'CONTENTPRODUCTION':
    case 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION':
      return 'CREATOR';
    default:
      return null;
  }
}

export interface ActionDue {
  readonly party: Party | null;
  readonly deadline: Date | null;
}
/** "Time left is shown for the party whose action is due" (spec section 4). */
export const actionDue = (run: QuestRun): ActionDue => {
  const party = partyToAct(run);
  return { party, deadline: party ? run.dueAt : null };
};
export const timeLeftMs = (run: QuestRun, now: Date): number | null =>
  run.dueAt && partyToAct(run) ? Math.max(0, run.dueAt.getTime() - now.getTime()) : null;

/** Applies an event through the table, refusing it once the step's deadline has passed. */
export function move(
  run: QuestRun,
  event: QuestRunEvent,
  now: Date,
  changes: Partial<QuestRun> = {},
): Result<QuestRun, TransitionNotAllowed | DeadlinePassed> {
  const next = questRunMachine.transition(run.status, event);
  if (!next.ok) return next;
  if (isOverdue(run, now)) return err(new DeadlinePassed());
  return ok({ ...run, ...changes, status: next.value, updatedAt: now });
}
