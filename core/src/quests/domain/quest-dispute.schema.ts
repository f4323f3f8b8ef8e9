import * as v from 'valibot';

export const DISPUTE_DECISIONS = ['release', 'refund', 'resume'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** Paid and not yet paid out: the statuses a dispute may be opened in (quest run statuses of spec 4). */
export const DISPUTABLE_STATUSES: readonly string[] = [
  'CONTENTPRODUCTION',
  'CONTENTREVIEW',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
  'PAYOUT',
];

/** The latest dispute of a quest run (its parties: COMPANY, CREATOR). */
export interface QuestDispute {
  readonly openedBy: 'COMPANY' | 'CREATOR';
  readonly openedByUserId: string;
  readonly reason: string;
  readonly openedAt: Date;
  readonly decision: DisputeDecision | null;
  readonly staffNote: string;
  readonly decidedAt: Date | null;
  /**
   * On a refund: the cents that went back to the company. Less than the agreed amount is a partial
   * refund, the rest being paid to the creator; null before a decision and for the other decisions.
   */
  readonly refundCents: number | null;
}

export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 2000;

export const openDisputeSchema = v.object({
  reason: v.pipe(
    v.string('Say what went wrong.'),
    v.trim(),
    v.minLength(DISPUTE_REASON_MIN, `Say what went wrong in at least ${DISPUTE_REASON_MIN} characters, so staff can decide.`),
    v.maxLength(DISPUTE_REASON_MAX, `At most ${DISPUTE_REASON_MAX} characters.`),
  ),
});

export const decideDisputeSchema = v.object({
  decision: v.picklist(DISPUTE_DECISIONS, 'Choose pay the creator, refund the company or let the deal go on.'),
  /** A refund of part of the agreed amount, in cents; absent or null refunds all of it. */
  refundCents: v.optional(
    v.nullable(
      v.pipe(
        v.number('Give the refund as an amount in USD.'),
        v.safeInteger('Give the refund in whole cents.'),
        v.minValue(1, 'A refund is at least one cent.'),
      ),
    ),
    null,
  ),
  note: v.pipe(
    v.string('Tell both sides why.'),
    v.trim(),
    v.nonEmpty('Tell both sides why.'),
    v.maxLength(DISPUTE_REASON_MAX, `At most ${DISPUTE_REASON_MAX} characters.`),
  ),
});
