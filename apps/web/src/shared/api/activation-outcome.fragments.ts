import { graphql } from '../../graphql.ts';

/** What publishing or unpublishing any activation kind answers: its status, and whether staff hold it for review. */
export const PublishOutcomeFields = graphql(`
  fragment PublishOutcomeFields on PublishOutcome {
    status
    heldForReview
  }
`);

/** What deleting any activation kind answers: a draft is gone, one that has been live is archived. */
export const DeletedActivationFields = graphql(`
  fragment DeletedActivationFields on DeletedActivation {
    id
    archived
  }
`);
