import { DAY_MS, HOUR_MS, addMs } from '../../shared/time.ts';
import { staleRequestReason } from '../../shared/response-days.schema.ts';
import type { ContentType } from './offer.schema.ts';
import type { PublishingWindow } from './quest.entity.ts';

/**
 * The quest timings of spec section 9, as pure functions of the moments they start from. A deadline
 * is the instant time runs out: an action is on time strictly before it, and the run expires at it.
 */

/** At least 48 hours to submit short and stream content, 72 hours for video. */
export const MIN_SUBMISSION_TIME_MS: Readonly<Record<ContentType, number>> = {
  Short: 48 * HOUR_MS,
  Stream: 48 * HOUR_MS,
  Video: 72 * HOUR_MS,
};
/** Video content is due 48 hours before the publishing window opens. */
export const VIDEO_SUBMISSION_LEAD_MS = 48 * HOUR_MS;
/** After approval, 24 hours to list (make public) the video once it may go public. */
export const VIDEO_LISTING_TIME_MS = 24 * HOUR_MS;
/** Open quest: post within 10 days of approval. */
export const OPEN_QUEST_POSTING_TIME_MS = 10 * DAY_MS;
/**
 * Escrow safeguard, our choice (the spec gives the company no review deadline): content the company
 * has not reviewed 5 days after submission is approved automatically, so a creator is never left
 * unpaid by silence. Stated to both parties in the quest log.
 */
export const REVIEW_TIME_MS = 5 * DAY_MS;
export const reviewDeadline = (submittedAt: Date): Date => addMs(submittedAt, REVIEW_TIME_MS);
/** Deadline reminders go out 72 and 24 hours before a deadline. */
export const DEADLINE_REMINDER_OFFSETS_MS: readonly number[] = [72 * HOUR_MS, 24 * HOUR_MS];
/** Our choice (the spec gives no value): a bid left unanswered this long expires. */
export const BID_RESPONSE_TIME_MS = 7 * DAY_MS;
/** Our choice (the spec gives no value): the company pays within this time of acceptance. */
export const PAYMENT_TIME_MS = 72 * HOUR_MS;

const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);
const earlier = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/**
 * A bid must be answered within the response time, and never after the quest ends. A creator's bid
 * waits on the company, which may choose its own response deadline (the request SLA, 1 to 30 days).
 */
export const bidExpiry = (placedAt: Date, questEndsAt: Date, companyResponseDays: number | null = null): Date =>
  earlier(addMs(placedAt, companyResponseDays === null ? BID_RESPONSE_TIME_MS : companyResponseDays * DAY_MS), questEndsAt);

/** Why a bid waiting on the company ended unanswered, as the creator reads it. */
export function unansweredOfferReason(run: { dueAt: Date | null; questEndsAt: Date; offerResponseDays?: number | null }): string {
  if (run.dueAt && run.dueAt.getTime() >= run.questEndsAt.getTime()) return 'The Quest ended before the company answered.';
  return staleRequestReason(run.offerResponseDays ?? BID_RESPONSE_TIME_MS / DAY_MS);
}

export const paymentDeadline = (acceptedAt: Date): Date => addMs(acceptedAt, PAYMENT_TIME_MS);

/**
 * Production starts when the company has paid. Open quests: the minimum time. Fixed-window video:
 * 48 hours before the window opens. Fixed-window shorts and streams: by the window's close. The
 * creator never gets less than the minimum (so a window that opens soon can push video past the lead).
 */
export function submissionDeadline(input: { contentType: ContentType; paidAt: Date; window: PublishingWindow | null }): Date {
  const minimum = addMs(input.paidAt, MIN_SUBMISSION_TIME_MS[input.contentType]);
  if (!input.window) return minimum;
  const due = input.contentType === 'Video' ? addMs(input.window.opensAt, -VIDEO_SUBMISSION_LEAD_MS) : input.window.closesAt;
  return later(minimum, due);
}

/** Our choice: after a decline the creator keeps the original deadline, but at least the minimum time again. */
export const resubmissionDeadline = (input: { contentType: ContentType; declinedAt: Date; previousDeadline: Date }): Date =>
  later(input.previousDeadline, addMs(input.declinedAt, MIN_SUBMISSION_TIME_MS[input.contentType]));

/** When an approved video may be listed: at approval, but not before a fixed window opens. */
export const listingOpensAt = (approvedAt: Date, window: PublishingWindow | null): Date =>
  window ? later(approvedAt, window.opensAt) : approvedAt;

/** Fixed window: 24 hours from when listing may start. Open quest: 10 days from approval. */
export const listingDeadline = (approvedAt: Date, window: PublishingWindow | null): Date =>
  window ? addMs(listingOpensAt(approvedAt, window), VIDEO_LISTING_TIME_MS) : addMs(approvedAt, OPEN_QUEST_POSTING_TIME_MS);

/** Reminder times for a deadline, oldest first, leaving out those already past (one due right now stays). */
export const reminderTimes = (deadline: Date, now: Date): Date[] =>
  DEADLINE_REMINDER_OFFSETS_MS.map((offset) => addMs(deadline, -offset)).filter((at) => at.getTime() >= now.getTime());
