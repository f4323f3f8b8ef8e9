import { err, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import type { BidTerms } from './offer.ts';
import type { ContentType, OfferPlatform } from './offer.schema.ts';
import { publishingWindow, type Quest } from './quest.entity.ts';
import { bidExpiry, paymentDeadline } from './quest-timing.ts';
import { move, partyToAct, type Party, type QuestRun } from './quest-run.entity.ts';
import { DeadlinePassed, NotYourTurn } from './quests.errors.ts';

export type BiddingError = TransitionNotAllowed | DeadlinePassed | NotYourTurn;

/** Only the terms, whatever else the caller's object carries: a bid is stored whole. */
const termsOf = (terms: BidTerms): BidTerms => ({ amount: terms.amount, contentLengthMinutes: terms.contentLengthMinutes });

/** A creator's offer opens the run in INITIAL_BID, with the company to answer. */
export function openQuestRun(input: {
  id: string;
  quest: Quest;
  creatorId: string;
  platform: OfferPlatform;
  contentType: ContentType;
  terms: BidTerms;
  message: string;
  now: Date;
}): QuestRun {
  const { quest, now } = input;
  return {
    id: input.id,
    questId: quest.id,
    companyId: quest.companyId,
    creatorId: input.creatorId,
    status: 'INITIAL_BID',
    deliveryType: quest.deliveryType,
    platform: input.platform,
    contentType: input.contentType,
    publishingWindow: publishingWindow(quest),
    questEndsAt: quest.endDate,
    offerResponseDays: quest.offerResponseDays,
    bids: [{ ...termsOf(input.terms), by: 'CREATOR', message: input.message, placedAt: now }],
    acceptedAt: null,
    paidAt: null,
    paymentId: null,
    submissionDueAt: null,
    submissions: [],
    approvedAt: null,
    listedAt: null,
    paidOutAt: null,
    payoutId: null,
    dueAt: bidExpiry(now, quest.endDate, quest.offerResponseDays),
    badges: [],
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Only the party the last bid waits on may answer it. Outside bidding the table decides, so a late
 * answer is refused as a transition, not as a turn.
 */
function isTurnOf(run: QuestRun, by: Party): boolean {
  const bidding = run.status === 'INITIAL_BID' || run.status === 'COUNTER_BID';
  return !bidding || partyToAct(run) === by;
}

/** Either side may counter, changing rate and duration; the other side then answers. */
export function counterBid(
  run: QuestRun,
  input: { by: Party; terms: BidTerms; message: string; now: Date },
): Result<QuestRun, BiddingError> {
  if (!isTurnOf(run, input.by)) return err(new NotYourTurn());
  const bid = { ...termsOf(input.terms), by: input.by, message: input.message, placedAt: input.now };
  const companyDays = input.by === 'CREATOR' ? (run.offerResponseDays ?? null) : null;
  return move(run, 'counter', input.now, { bids: [...run.bids, bid], dueAt: bidExpiry(input.now, run.questEndsAt, companyDays) });
}

/** Accepting confirms the last bid; the company then has the payment time to pay. */
export function acceptBid(run: QuestRun, input: { by: Party; now: Date }): Result<QuestRun, BiddingError> {
  if (!isTurnOf(run, input.by)) return err(new NotYourTurn());
  return move(run, 'accept', input.now, { acceptedAt: input.now, dueAt: paymentDeadline(input.now) });
}

/** Declining ends the bidding for good. */
export function declineBid(run: QuestRun, input: { by: Party; now: Date }): Result<QuestRun, BiddingError> {
  if (!isTurnOf(run, input.by)) return err(new NotYourTurn());
  return move(run, 'decline', input.now, { dueAt: null });
}
