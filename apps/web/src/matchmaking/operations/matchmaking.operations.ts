import { request } from '../../shared/api/gql-client.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';
import { InviteReportFields } from '../../shared/api/invite-report.fragments.ts';
import { ListedCreatorFields } from '../../creator-lists/index.ts';

/** Matchmaking: the wizard's brief, the stored lists, a list's static results, selection and invite. */
export const MatchmakingBriefFields = graphql(`
  fragment MatchmakingBriefFields on MatchmakingBrief {
    activationType
    activationId
    activationName
    objective
    strategy
    gameId
    gameName
    similarGameIds
    languages
    locations
    budget {
      total {
        cents
      }
      perRegion {
        location
        amount {
          cents
        }
      }
      maxBidPerHourWatched {
        cents
      }
    }
    minContentDurationHours
    hoursPerCreator
  }
`);

export const MatchmakingListFields = graphql(
  `
    fragment MatchmakingListFields on MatchmakingList {
      id
      createdAt
      brief {
        ...MatchmakingBriefFields
      }
      selectedCreatorIds
      results {
        generatedAt
        totalSuggestedOffer {
          cents
        }
        matches {
          creatorId
          creator {
            ...ListedCreatorFields
          }
          authenticity {
            ...AudienceAuthenticityFields
          }
          matchScore
          points
          suggestedOffer {
            cents
          }
          predictedCcv
          predictedHoursWatched
          estimatedCostPerHour {
            cents
          }
          selected
        }
      }
    }
  `,
  [MatchmakingBriefFields, ListedCreatorFields, AudienceAuthenticityFields],
);

export const MatchmakingListsQuery = graphql(
  `
    query MatchmakingLists {
      matchmakingLists {
        id
        createdAt
        generatedAt
        matchCount
        selectedCount
        brief {
          ...MatchmakingBriefFields
        }
      }
    }
  `,
  [MatchmakingBriefFields],
);
export type MatchmakingListSummaries = ResultOf<typeof MatchmakingListsQuery>['matchmakingLists'];

export const MatchmakingListQuery = graphql(
  `
    query MatchmakingList($id: ID!) {
      matchmakingList(id: $id) {
        ...MatchmakingListFields
        looserFilters {
          filter
          addsBack
        }
      }
    }
  `,
  [MatchmakingListFields],
);
export type MatchmakingListView = ResultOf<typeof MatchmakingListQuery>['matchmakingList'];

export const GenerateMatchmakingListMutation = graphql(
  `
    mutation GenerateMatchmakingList($input: MatchmakingBriefInput!) {
      generateMatchmakingList(input: $input) {
        ...MatchmakingListFields
      }
    }
  `,
  [MatchmakingListFields],
);
export type MatchmakingBriefInput = VariablesOf<typeof GenerateMatchmakingListMutation>['input'];

export const ChangeMatchmakingSelectionMutation = graphql(
  `
    mutation ChangeMatchmakingSelection($listId: ID!, $select: [ID!], $unselect: [ID!]) {
      changeMatchmakingSelection(listId: $listId, select: $select, unselect: $unselect) {
        ...MatchmakingListFields
      }
    }
  `,
  [MatchmakingListFields],
);

export const ClearMatchmakingSelectionMutation = graphql(
  `
    mutation ClearMatchmakingSelection($listId: ID!) {
      clearMatchmakingSelection(listId: $listId) {
        ...MatchmakingListFields
      }
    }
  `,
  [MatchmakingListFields],
);

export const LoosenMatchmakingListMutation = graphql(
  `
    mutation LoosenMatchmakingList($listId: ID!, $filter: MatchmakingLoosenableFilter!) {
      loosenMatchmakingList(listId: $listId, filter: $filter) {
        ...MatchmakingListFields
      }
    }
  `,
  [MatchmakingListFields],
);
export type LoosenableFilter = VariablesOf<typeof LoosenMatchmakingListMutation>['filter'];

export const InviteMatchmakingSelectionMutation = graphql(
  `
    mutation InviteMatchmakingSelection($listId: ID!) {
      inviteMatchmakingSelection(listId: $listId) {
        ...InviteReportFields
      }
    }
  `,
  [InviteReportFields],
);

export const fetchMatchmakingLists = () => request(MatchmakingListsQuery).then((d) => d.matchmakingLists);
export const fetchMatchmakingList = (id: string) => request(MatchmakingListQuery, { id }).then((d) => d.matchmakingList);
export const generateMatchmakingList = (input: MatchmakingBriefInput) =>
  request(GenerateMatchmakingListMutation, { input }).then((d) => d.generateMatchmakingList);
export const changeMatchmakingSelection = (listId: string, select: string[], unselect: string[]) =>
  request(ChangeMatchmakingSelectionMutation, { listId, select, unselect }).then((d) => d.changeMatchmakingSelection);
export const clearMatchmakingSelection = (listId: string) =>
  request(ClearMatchmakingSelectionMutation, { listId }).then((d) => d.clearMatchmakingSelection);
export const loosenMatchmakingList = (listId: string, filter: LoosenableFilter) =>
  request(LoosenMatchmakingListMutation, { listId, filter }).then((d) => d.loosenMatchmakingList);
export const inviteMatchmakingSelection = (listId: string) =>
  request(InviteMatchmakingSelectionMutation, { listId }).then((d) => d.inviteMatchmakingSelection);

/** What the wizard offers: the company's running Key campaigns and Quests, and games with statistics. */
export const MatchmakingChoicesQuery = graphql(`
  query MatchmakingChoices {
    companyKeyCampaigns(ended: false, first: 50) {
      edges {
        node {
          id
          name
          game {
            name
          }
        }
      }
    }
    companyQuests(ended: false, first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
    insightsGameSearch(search: "") {
      id
      name
    }
  }
`);
export type MatchmakingChoices = ResultOf<typeof MatchmakingChoicesQuery>;
export const fetchMatchmakingChoices = () => request(MatchmakingChoicesQuery);
