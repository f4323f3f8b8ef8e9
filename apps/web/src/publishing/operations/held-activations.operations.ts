import { graphql } from '../../graphql.ts';

/** Staff's decision on an activation of any kind held for account review (spec 4). */
export const ReviewHeldActivationMutation = graphql(`
  mutation ReviewHeldActivation($id: ID!, $decision: HeldActivationDecision!, $reason: String) {
    reviewHeldActivation(id: $id, decision: $decision, reason: $reason) {
      status
    }
  }
`);
