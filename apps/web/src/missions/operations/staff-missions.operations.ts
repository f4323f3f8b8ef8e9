import { graphql, type ResultOf } from '../../graphql.ts';
import { MissionFields } from './mission.fragments.ts';

/** Staff: missions held for account review (a company's first published item); the decision is the publishing context's. */

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

export type HeldMission = ResultOf<typeof HeldMissionsQuery>['heldMissions'][number];
