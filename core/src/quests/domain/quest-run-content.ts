import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { parseContentUrl, type VideoVisibility } from './content-submission.ts';
import { listingDeadline, listingOpensAt, resubmissionDeadline, reviewDeadline, submissionDeadline } from './quest-timing.ts';
import { questRunMachine } from './quest-run.machine.ts';
import type { REVIEW_DECISIONS } from './review-content.schema.ts';
import { move, type ContentReview, type QuestRun } from './quest-run.entity.ts';
import {
  ContentAlreadySubmitted,
  DeadlineNotReached,
  DeadlinePassed,
  InvalidContentUrl,
  ListingWindowNotOpen,
  ReviewCommentRequired,
  VideoMustBeUnlisted,
} from './quests.errors.ts';

type StepError = TransitionNotAllowed | DeadlinePassed;

/** Payment starts production; the submission deadline counts from it. */
export function recordRunPayment(run: QuestRun, input: { paymentId: string; now: Date }): Result<QuestRun, StepError> {
  const dueAt = submissionDeadline({ contentType: run.contentType, paidAt: input.now, window: run.publishingWindow });
  return move(run, 'pay', input.now, { paidAt: input.now, paymentId: input.paymentId, submissionDueAt: dueAt, dueAt });
}

/**
 * Approved content waits for the platform to show it public before payout: video always (listed in its
 * window, or within 10 days on an open quest), and every content type on an open quest, where the
 * creator posts within 10 days of approval (spec 9). Fixed-window shorts and streams are posted by then.
 */
export const awaitsPublicContent = (run: QuestRun): boolean => run.contentType === 'Video' || run.publishingWindow === null;

/** Fixed-window video must stay unlisted until the window, so only unlisted videos are taken. */
export const requiresUnlistedVideo = (run: QuestRun): boolean => run.contentType === 'Video' && run.publishingWindow !== null;

export type SubmitContentError = StepError | ContentAlreadySubmitted | InvalidContentUrl | VideoMustBeUnlisted;

export function submitRunContent(
  run: QuestRun,
  input: { url: string; message: string; videoVisibility: VideoVisibility | null; now: Date },
): Result<QuestRun, SubmitContentError> {
  // Content cannot be changed after submission; only a declined submission sends the run back to production.
  if (run.status !== 'CONTENTPRODUCTION' && run.submissions.length > 0) return err(new ContentAlreadySubmitted());
  const url = parseContentUrl(input.url);
  if (!url.ok) return url;
  if (requiresUnlistedVideo(run) && input.videoVisibility !== 'unlisted') return err(new VideoMustBeUnlisted());
  const submission = { url: url.value, message: input.message, submittedAt: input.now, review: null };
  // The company reviews within the review time, or the content is approved automatically (escrow).
  return move(run, 'submitContent', input.now, { submissions: [...run.submissions, submission], dueAt: reviewDeadline(input.now) });
}

export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export type ReviewContentError = StepError | ReviewCommentRequired;

/** Approve or decline the latest submission; declining needs a comment and lets the creator resubmit. */
export function reviewRunContent(
  run: QuestRun,
  input: { decision: ReviewDecision; comment: string; now: Date },
): Result<QuestRun, ReviewContentError> {
  const comment = input.comment.trim();
  if (input.decision === 'decline' && !comment) return err(new ReviewCommentRequired());
  const review: ContentReview = { decision: input.decision === 'approve' ? 'approved' : 'declined', comment, reviewedAt: input.now };
  const submissions = run.submissions.map((s, i) => (i === run.submissions.length - 1 ? { ...s, review } : s));
  if (input.decision === 'decline') {
    const previousDeadline = run.submissionDueAt ?? input.now;
    const dueAt = resubmissionDeadline({ contentType: run.contentType, declinedAt: input.now, previousDeadline });
    return move(run, 'declineContent', input.now, { submissions, submissionDueAt: dueAt, dueAt });
  }
  if (awaitsPublicContent(run)) {
    const dueAt = listingDeadline(input.now, run.publishingWindow);
    return move(run, 'approveForListing', input.now, { submissions, approvedAt: input.now, dueAt });
  }
  return move(run, 'approveContent', input.now, { submissions, approvedAt: input.now, dueAt: null });
}

/** The video was found public within its window: on to payout. */
export function confirmRunListed(run: QuestRun, input: { now: Date }): Result<QuestRun, StepError | ListingWindowNotOpen> {
  if (run.status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION' && run.approvedAt) {
    const opensAt = listingOpensAt(run.approvedAt, run.publishingWindow);
    if (input.now.getTime() < opensAt.getTime()) return err(new ListingWindowNotOpen());
  }
  return move(run, 'confirmListed', input.now, { listedAt: input.now, dueAt: null });
}

export function completeRunPayout(run: QuestRun, input: { payoutId: string; now: Date }): Result<QuestRun, StepError> {
  return move(run, 'completePayout', input.now, { paidOutAt: input.now, payoutId: input.payoutId });
}

export const AUTO_APPROVAL_COMMENT = 'Approved automatically: the company did not review it within 5 days.';

/**
 * Ends an overdue run in its phase's failure end; a run whose deadline has not come is left alone.
 * Content the company left unreviewed is the exception: it is approved, never failed (escrow).
 */
export function expireRun(run: QuestRun, now: Date): Result<QuestRun, TransitionNotAllowed | DeadlineNotReached> {
  if (run.dueAt === null || now.getTime() < run.dueAt.getTime()) return err(new DeadlineNotReached());
  if (run.status === 'CONTENTREVIEW') {
    // The review deadline is the one being honoured, so it no longer stands in the approval's way.
    const approved = reviewRunContent({ ...run, dueAt: null }, { decision: 'approve', comment: AUTO_APPROVAL_COMMENT, now });
    // In review with the deadline lifted, approving cannot be refused: a refusal here is a bug.
    if (!approved.ok) throw new Error(`Quest run ${run.id}: automatic approval refused (${approved.error.code}).`);
    return approved;
  }
  const next = questRunMachine.transition(run.status, 'expire');
  return next.ok ? ok({ ...run, status: next.value, dueAt: null, updatedAt: now }) : next;
}
