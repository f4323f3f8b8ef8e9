import { PUBLISH_STATES, type PublishState } from '../../shared/campaign-status.ts';
import { defineStateMachine } from '../../shared/state-machine.ts';

/**
 * draft: never live (new, or withdrawn from review); waitingForReview: the company's account is under
 * review, so the item is held (spec: a first published item is held for account review);
 * published: out; unpublished: was out, now closed to new applications while enrolled creators finish.
 */
export { PUBLISH_STATES, type PublishState };

/** publish goes live at once; holdForReview is publishing by a company whose account is not reviewed yet. */
export const PUBLISH_EVENTS = ['publish', 'holdForReview', 'approveReview', 'rejectReview', 'unpublish'] as const;
export type PublishEvent = (typeof PUBLISH_EVENTS)[number];

export const publishStateMachine = defineStateMachine<PublishState, PublishEvent>('PublishState', PUBLISH_STATES, PUBLISH_EVENTS, {
  draft: { publish: 'published', holdForReview: 'waitingForReview' },
  // Withdrawing a held item puts it back to draft: it never went live, so nobody is enrolled.
  waitingForReview: { approveReview: 'published', rejectReview: 'draft', unpublish: 'draft' },
  published: { unpublish: 'unpublished' },
  unpublished: { publish: 'published', holdForReview: 'waitingForReview' },
});

/** A reviewed (verified) company's items go live; before that they wait for the review. */
export const publishEventFor = (companyReviewed: boolean): PublishEvent => (companyReviewed ? 'publish' : 'holdForReview');
