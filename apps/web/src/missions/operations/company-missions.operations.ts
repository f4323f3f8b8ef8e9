import { graphql, type ResultOf } from '../../graphql.ts';
import { DeletedActivationFields, PublishOutcomeFields } from '../../shared/api/activation-outcome.fragments.ts';
import { MissionFields, MissionRunFields } from './mission.fragments.ts';

/** The company's missions: list, one mission with its publish checks, the setup wizard, publishing, runs and reviews. */

export const CompanyMissionsQuery = graphql(
  `
    query CompanyMissions {
      companyMissions {
        ...MissionFields
        runCounts {
          state
          count
        }
      }
    }
  `,
  [MissionFields],
);

export const CompanyMissionQuery = graphql(
  `
    query CompanyMission($id: ID!) {
      companyMission(id: $id) {
        ...MissionFields
        kit
        reviewNote
        runCounts {
          state
          count
        }
        publishChecks {
          id
          message
          wizard
          step
          field
        }
      }
    }
  `,
  [MissionFields],
);

export const CreateMissionMutation = graphql(
  `
    mutation CreateMission($values: MissionInput!) {
      createMission(values: $values) {
        ...MissionFields
      }
    }
  `,
  [MissionFields],
);

export const UpdateMissionMutation = graphql(
  `
    mutation UpdateMission($id: ID!, $values: MissionInput!) {
      updateMission(id: $id, values: $values) {
        ...MissionFields
      }
    }
  `,
  [MissionFields],
);

export const SaveMissionStepMutation = graphql(
  `
    mutation SaveMissionStep($id: ID!, $step: MissionStep!, $values: MissionStepInput!) {
      saveMissionStep(id: $id, step: $step, values: $values) {
        ...MissionFields
      }
    }
  `,
  [MissionFields],
);

export const PublishMissionMutation = graphql(
  `
    mutation PublishMission($id: ID!) {
      publishMission(id: $id) {
        ...PublishOutcomeFields
      }
    }
  `,
  [PublishOutcomeFields],
);

export const UnpublishMissionMutation = graphql(
  `
    mutation UnpublishMission($id: ID!) {
      unpublishMission(id: $id) {
        ...PublishOutcomeFields
      }
    }
  `,
  [PublishOutcomeFields],
);

/** Deletes a draft, or archives one that has been live (it answers which). */
export const DeleteMissionMutation = graphql(
  `
    mutation DeleteMission($id: ID!) {
      deleteMission(id: $id) {
        ...DeletedActivationFields
      }
    }
  `,
  [DeletedActivationFields],
);

export const MissionRunsQuery = graphql(
  `
    query MissionRuns($missionId: ID!, $tab: MissionRunTab!, $first: Int, $after: String) {
      missionRuns(missionId: $missionId, tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...MissionRunFields
            vipAccess {
              waivesLocationAndLanguage
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [MissionRunFields],
);

export const ReviewMissionRunsMutation = graphql(
  `
    mutation ReviewMissionRuns($runIds: [ID!]!, $decision: MissionReviewDecision!, $message: String, $confirmCriteriaNotMet: Boolean) {
      reviewMissionRuns(runIds: $runIds, decision: $decision, message: $message, confirmCriteriaNotMet: $confirmCriteriaNotMet) {
        ...MissionRunFields
      }
    }
  `,
  [MissionRunFields],
);

export type CompanyMission = ResultOf<typeof CompanyMissionQuery>['companyMission'];
export type CompanyMissionListItem = ResultOf<typeof CompanyMissionsQuery>['companyMissions'][number];
export type MissionRunsPage = ResultOf<typeof MissionRunsQuery>['missionRuns'];
export type MissionRunRow = MissionRunsPage['edges'][number]['node'];
