import { graphql, type ResultOf } from '../../graphql.ts';
import { MissionFields, MissionRunFields } from './mission.fragments.ts';

/** The member's side: a program's missions, one mission, join, submit, claim kit and rewards, repeat. */

export const ProgramMissionsQuery = graphql(
  `
    query ProgramMissions($programId: ID!) {
      programMissions(programId: $programId) {
        mission {
          ...MissionFields
        }
        run {
          ...MissionRunFields
        }
      }
    }
  `,
  [MissionFields, MissionRunFields],
);

export const CreatorMissionQuery = graphql(
  `
    query CreatorMission($id: ID!) {
      mission(id: $id) {
        mission {
          ...MissionFields
        }
        run {
          ...MissionRunFields
          claimableRewards {
            id
            numberOfCodes
          }
        }
        progress {
          met
          criteria {
            criterionId
            value
            amount
            met
          }
        }
        kit
        vipAccess {
          waivesLocationAndLanguage
        }
      }
    }
  `,
  [MissionFields, MissionRunFields],
);

export const JoinMissionMutation = graphql(
  `
    mutation JoinMission($missionId: ID!) {
      joinMission(missionId: $missionId) {
        ...MissionRunFields
      }
    }
  `,
  [MissionRunFields],
);

export const StartNextMissionRunMutation = graphql(
  `
    mutation StartNextMissionRun($missionId: ID!) {
      startNextMissionRun(missionId: $missionId) {
        ...MissionRunFields
      }
    }
  `,
  [MissionRunFields],
);

export const SubmitMissionContentMutation = graphql(
  `
    mutation SubmitMissionContent($runId: ID!, $items: [MissionSubmissionItemInput!]!) {
      submitMissionContent(runId: $runId, items: $items) {
        ...MissionRunFields
      }
    }
  `,
  [MissionRunFields],
);

export const ClaimMissionRewardsMutation = graphql(
  `
    mutation ClaimMissionRewards($runId: ID!, $choices: [RewardChoiceInput!]!) {
      claimMissionRewards(runId: $runId, choices: $choices) {
        ...MissionRunFields
      }
    }
  `,
  [MissionRunFields],
);

export const ClaimMissionKitMutation = graphql(
  `
    mutation ClaimMissionKit($runId: ID!) {
      claimMissionKit(runId: $runId) {
        kit
        run {
          ...MissionRunFields
        }
      }
    }
  `,
  [MissionRunFields],
);

export const MyMissionRunsQuery = graphql(
  `
    query MyMissionRuns {
      myMissionRuns {
        ...MissionRunFields
        mission {
          id
          name
        }
      }
    }
  `,
  [MissionRunFields],
);

export const MyOpenMissionsQuery = graphql(`
  query MyOpenMissions {
    myOpenMissions {
      id
      name
      status
      startDate
      endDate
    }
  }
`);
export type OpenMission = ResultOf<typeof MyOpenMissionsQuery>['myOpenMissions'][number];

export type MyMissionRun = ResultOf<typeof MyMissionRunsQuery>['myMissionRuns'][number];
export type CreatorMission = ResultOf<typeof CreatorMissionQuery>['mission'];
export type ProgramMission = ResultOf<typeof ProgramMissionsQuery>['programMissions'][number];
export type MissionRunView = ResultOf<typeof JoinMissionMutation>['joinMission'];

export const MissionFeedQuery = graphql(`
  query MissionFeed($runId: ID!) {
    missionFeed(runId: $runId) {
      id
      type
      provider
      title
      views
      durationSeconds
      createdAt
    }
  }
`);
export type MissionFeedPost = ResultOf<typeof MissionFeedQuery>['missionFeed'][number];

/** A program's public page: its open and upcoming missions with their rewards, for anyone. */
export const PublicProgramMissionsQuery = graphql(`
  query PublicProgramMissions($programId: ID!) {
    publicProgramMissions(programId: $programId) {
      id
      name
      description
      startDate
      endDate
      repeatLabel
      rewards {
        kind
        name
        description
        numberOfItems
        numberOfCodes
        platforms
      }
    }
  }
`);
export type PublicProgramMission = ResultOf<typeof PublicProgramMissionsQuery>['publicProgramMissions'][number];
