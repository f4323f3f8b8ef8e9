import * as v from 'valibot';

/** Our choice: the spec gives no length for review comments. */
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_DECISIONS = ['approve', 'decline'] as const;

/** The review form; "a comment is required to decline" is a domain rule (reviewRunContent). */
export const reviewContentSchema = v.object({
  decision: v.picklist(REVIEW_DECISIONS, 'Choose approve or decline.'),
  comment: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_COMMENT_MAX, `The comment can be at most ${REVIEW_COMMENT_MAX} characters.`)),
    '',
  ),
});
export type ReviewContentFormInput = v.InferInput<typeof reviewContentSchema>;
