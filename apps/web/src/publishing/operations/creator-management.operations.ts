import { graphql, type ResultOf } from '../../graphql.ts';
import { KeyParticipantCreatorFields, KeyParticipantFields } from '../../keys/index.ts';
import { MissionRunFields } from '../../missions/index.ts';
import { QuestRunFields } from '../../quests/index.ts';

/** Creator management, Keys: one tab across all the company's Key campaigns. */
export const CompanyKeyParticipantsQuery = graphql(
  `
    query CompanyKeyParticipants($tab: KeyParticipantTab!, $first: Int, $after: String) {
      companyKeyParticipants(tab: $tab, first: $first, after: $after) {
        edges {
          node {
            campaignName
            participant {
              ...KeyParticipantFields
              creator {
                ...KeyParticipantCreatorFields
              }
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
  [KeyParticipantFields, KeyParticipantCreatorFields],
);
export type CompanyKeyParticipantsPage = ResultOf<typeof CompanyKeyParticipantsQuery>['companyKeyParticipants'];
export type CompanyKeyParticipantNode = CompanyKeyParticipantsPage['edges'][number]['node'];

/** Creator management, Quests: one tab across all the company's Quests, each run with its Quest's name. */
export const CompanyQuestRunsQuery = graphql(
  `
    query CompanyQuestRuns($tab: QuestRunTab!, $first: Int, $after: String) {
      companyQuestRuns(tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...QuestRunFields
            quest {
              id
              name
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
  [QuestRunFields],
);
export type CompanyQuestRunRow = ResultOf<typeof CompanyQuestRunsQuery>['companyQuestRuns']['edges'][number]['node'];

/** Creator management, Missions: one tab across all the company's Missions, each run with its creator and Mission. */
export const CompanyMissionRunsQuery = graphql(
  `
    query CompanyMissionRuns($tab: MissionRunTab!, $first: Int, $after: String) {
      companyMissionRuns(tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...MissionRunFields
            creator {
              id
              username
              displayName
            }
            mission {
              id
              name
            }
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
export type CompanyMissionRunsPage = ResultOf<typeof CompanyMissionRunsQuery>['companyMissionRuns'];
export type CompanyMissionRunRow = CompanyMissionRunsPage['edges'][number]['node'];
