import * as v from 'valibot';
import { requiredText, webUrl } from './text.schema.ts';

/** Our choices where the spec is silent. */
export const SUBMISSION_MESSAGE_MAX = 5000;
export const SUBMISSION_ITEMS_MAX = 20;

const criterionId = v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty())), null);

/** Content a creator hands in: a stream or video from their feed, a URL, or a message. */
export const submissionItemSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('feed'),
      postId: v.pipe(v.string(), v.nonEmpty('Select a video or stream.')),
      postType: v.picklist(['STREAM', 'VIDEO'], 'Only streams and videos can be submitted.'),
    }),
    // criterionId ties a URL or message to the CUSTOM criterion it answers.
    v.object({ kind: v.literal('url'), url: webUrl('URL'), criterionId }),
    v.object({ kind: v.literal('message'), message: requiredText('Message', SUBMISSION_MESSAGE_MAX), criterionId }),
  ],
  'Choose what to submit.',
);
export type SubmissionItem = v.InferOutput<typeof submissionItemSchema>;

export const submissionSchema = v.object({
  items: v.pipe(
    v.array(submissionItemSchema),
    v.minLength(1, 'Select at least one video or stream, or add a URL or message.'),
    v.maxLength(SUBMISSION_ITEMS_MAX, `At most ${SUBMISSION_ITEMS_MAX} items per submission.`),
  ),
});
export type SubmissionInput = v.InferInput<typeof submissionSchema>;
