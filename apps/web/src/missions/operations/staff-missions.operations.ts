import { graphql, type ResultOf } from '../../graphql.ts';
import { MissionFields } from './mission.fragments.ts';

/** Staff: missions held for account review (a company's first published item) and the decision on each. */

export const HeldMissionsQuery = graphql(
  `
    query HeldMissions {
      heldMissions {
        companyName
        heldSince
        mission {
          ...MissionFields
        }
      }
    }
  `,
  [MissionFields],
);

export const ReviewHeldMissionMutation = graphql(`
  mutation ReviewHeldMission($id: ID!, $decision: HeldMissionDecision!, $reason: String) {
    reviewHeldMission(id: $id, decision: $decision, reason: $reason) {
      status
    }
  }
`);

export type HeldMission = ResultOf<typeof HeldMissionsQuery>['heldMissions'][number];
