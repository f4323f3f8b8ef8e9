import { centsOf } from '../../shared/money.ts';
import type { Result } from '../../shared/result.ts';
import { addMs } from '../../shared/time.ts';
import type { QuestBadge } from '../domain/quest-badge.ts';
import type { Quest } from '../domain/quest.entity.ts';
import { acceptBid, counterBid, declineBid, openQuestRun } from '../domain/quest-run-bidding.ts';
import {
  completeRunPayout,
  confirmRunListed,
  expireRun,
  recordRunPayment,
  reviewRunContent,
  submitRunContent,
} from '../domain/quest-run-content.ts';
import { giveRunBadge } from '../domain/quest-run-badges.ts';
import type { Party, QuestRun } from '../domain/quest-run.entity.ts';
import { BUILDER_NOW, DEFAULT_TERMS, STEP_MS, aQuest, seededId, type OfferTerms } from './builders.ts';

function must<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(`Builder step refused: ${result.error.message}`);
  return result.value;
}

/**
 * Builds a run by walking the real domain functions, so every built run is one the rules can reach.
 * Each step happens STEP_MS after the previous one; `now` is the time of the last step.
 */
export class QuestRunBuilder {
  #run: QuestRun;
  now: Date;

  constructor(quest: Quest, terms: OfferTerms, creatorId: string, at: Date) {
    this.now = at;
    this.#run = openQuestRun({ id: seededId(), quest, creatorId, ...terms, terms, message: 'Happy to play it live.', now: at });
  }

  #step(apply: (run: QuestRun, now: Date) => Result<QuestRun, { message: string }>): this {
    this.now = addMs(this.now, STEP_MS);
    this.#run = must(apply(this.#run, this.now));
    return this;
  }

  counteredBy(by: Party, amountCents = 60_000, contentLengthMinutes = 2) {
    return this.#step((run, now) =>
      counterBid(run, { by, terms: { amount: centsOf(amountCents), contentLengthMinutes }, message: 'Counter', now }),
    );
  }
  acceptedBy(by: Party = 'COMPANY') {
    return this.#step((run, now) => acceptBid(run, { by, now }));
  }
  declinedBy(by: Party = 'COMPANY') {
    return this.#step((run, now) => declineBid(run, { by, now }));
  }
  paid(paymentId = 'payment-1') {
    return this.acceptedIfBidding().#step((run, now) => recordRunPayment(run, { paymentId, now }));
  }
  submitted(url = 'https://youtu.be/abc123') {
    return this.#step((run, now) => submitRunContent(run, { url, message: '', videoVisibility: 'unlisted', now }));
  }
  contentDeclined(comment = 'Please mention the co-op mode.') {
    return this.#step((run, now) => reviewRunContent(run, { decision: 'decline', comment, now }));
  }
  approved() {
    return this.#step((run, now) => reviewRunContent(run, { decision: 'approve', comment: '', now }));
  }
  listed() {
    return this.#step((run, now) => confirmRunListed(run, { now }));
  }
  /** Approved, and posted where the run waits for public content (open quests, video): in payout. */
  inPayout() {
    const approved = this.approved();
    return approved.#run.status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION' ? approved.listed() : approved;
  }
  completed() {
    return this.#step((run, now) => completeRunPayout(run, { payoutId: 'payout-1', now }));
  }
  withBadge(badge: QuestBadge) {
    return this.#step((run, now) => giveRunBadge(run, { badge, now }));
  }
  /** Jumps to the current deadline and lets it run out. */
  expired() {
    const dueAt = this.#run.dueAt;
    if (!dueAt) throw new Error('Builder: nothing is timed in this status.');
    this.now = dueAt;
    this.#run = must(expireRun(this.#run, dueAt));
    return this;
  }

  acceptedIfBidding(): this {
    return this.#run.status === 'INITIAL_BID' || this.#run.status === 'COUNTER_BID' ? this.acceptedBy('COMPANY') : this;
  }

  build(): QuestRun {
    return this.#run;
  }
}

export const aQuestRun = (options: { quest?: Quest; terms?: Partial<OfferTerms>; creatorId?: string; at?: Date } = {}): QuestRunBuilder =>
  new QuestRunBuilder(
    options.quest ?? aQuest().build(),
    { ...DEFAULT_TERMS, ...options.terms },
    options.creatorId ?? seededId(),
    options.at ?? BUILDER_NOW,
  );
