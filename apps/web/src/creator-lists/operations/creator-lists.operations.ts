import { request } from '../../shared/api/gql-client.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';
import { InviteReportFields } from '../../shared/api/invite-report.fragments.ts';
import { ListedCreatorFields } from './listed-creator.fragments.ts';

/** The company's creator lists: the Lists page, a list's creators, bulk add/remove, inviting a list. */
export const CreatorListsQuery = graphql(`
  query CreatorLists {
    creatorLists {
      id
      name
      creatorCount
      createdAt
    }
  }
`);
export type CreatorLists = ResultOf<typeof CreatorListsQuery>['creatorLists'];

export const CreatorListQuery = graphql(`
  query CreatorList($id: ID!) {
    creatorList(id: $id) {
      id
      name
      creatorCount
    }
  }
`);

export const CreatorListCreatorsQuery = graphql(
  `
    query CreatorListCreators($listId: ID!, $first: Int, $after: String) {
      creatorListCreators(listId: $listId, first: $first, after: $after) {
        edges {
          node {
            addedAt
            creator {
              ...ListedCreatorFields
              authenticity {
                ...AudienceAuthenticityFields
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
  [ListedCreatorFields, AudienceAuthenticityFields],
);
export type CreatorListCreatorsPage = ResultOf<typeof CreatorListCreatorsQuery>['creatorListCreators'];

export const CreateCreatorListMutation = graphql(`
  mutation CreateCreatorList($name: String!) {
    createCreatorList(name: $name) {
      id
      name
      creatorCount
    }
  }
`);

export const RenameCreatorListMutation = graphql(`
  mutation RenameCreatorList($id: ID!, $name: String!) {
    renameCreatorList(id: $id, name: $name) {
      id
      name
      creatorCount
    }
  }
`);

export const DeleteCreatorListMutation = graphql(`
  mutation DeleteCreatorList($id: ID!) {
    deleteCreatorList(id: $id)
  }
`);

export const AddCreatorsToListMutation = graphql(`
  mutation AddCreatorsToList($listId: ID!, $creatorIds: [ID!]!) {
    addCreatorsToList(listId: $listId, creatorIds: $creatorIds) {
      added
      alreadyOnList
      notFound
    }
  }
`);

export const RemoveCreatorsFromListMutation = graphql(`
  mutation RemoveCreatorsFromList($listId: ID!, $creatorIds: [ID!]!) {
    removeCreatorsFromList(listId: $listId, creatorIds: $creatorIds)
  }
`);

export const InviteCreatorListMutation = graphql(
  `
    mutation InviteCreatorList($listId: ID!, $activationType: ActivationType!, $activationId: ID!) {
      inviteCreatorList(listId: $listId, activationType: $activationType, activationId: $activationId) {
        ...InviteReportFields
      }
    }
  `,
  [InviteReportFields],
);

export const GrantVipAccessMutation = graphql(`
  mutation GrantVipAccess($input: GrantVipAccessInput!) {
    grantVipAccess(input: $input) {
      id
      creatorId
      waivesLocationAndLanguage
    }
  }
`);

export const RevokeVipAccessMutation = graphql(`
  mutation RevokeVipAccess($activationType: VipActivationType!, $activationId: ID!, $creatorId: ID!) {
    revokeVipAccess(activationType: $activationType, activationId: $activationId, creatorId: $creatorId)
  }
`);

export const MyVipAccessQuery = graphql(`
  query MyVipAccess {
    myVipAccess {
      id
      activationType
      activationId
      waivesLocationAndLanguage
      grantedAt
    }
  }
`);

export const fetchCreatorLists = () => request(CreatorListsQuery).then((d) => d.creatorLists);
export const createCreatorList = (name: string) => request(CreateCreatorListMutation, { name }).then((d) => d.createCreatorList);
export const renameCreatorList = (id: string, name: string) =>
  request(RenameCreatorListMutation, { id, name }).then((d) => d.renameCreatorList);
export const deleteCreatorList = (id: string) => request(DeleteCreatorListMutation, { id });
export const addCreatorsToList = (listId: string, creatorIds: string[]) =>
  request(AddCreatorsToListMutation, { listId, creatorIds }).then((d) => d.addCreatorsToList);
export const removeCreatorsFromList = (listId: string, creatorIds: string[]) =>
  request(RemoveCreatorsFromListMutation, { listId, creatorIds }).then((d) => d.removeCreatorsFromList);
export type InvitedActivationType = VariablesOf<typeof InviteCreatorListMutation>['activationType'];
export const inviteCreatorList = (listId: string, activationType: InvitedActivationType, activationId: string) =>
  request(InviteCreatorListMutation, { listId, activationType, activationId }).then((d) => d.inviteCreatorList);
export type VipActivationType = VariablesOf<typeof RevokeVipAccessMutation>['activationType'];
/** Grants (with the waiver) or, with null, revokes VIP access on any of the company's activations. */
export const setVipAccess = (
  activationType: VipActivationType,
  activationId: string,
  creatorId: string,
  grant: { waivesLocationAndLanguage: boolean } | null,
) =>
  grant
    ? request(GrantVipAccessMutation, { input: { activationType, activationId, creatorId, ...grant } })
    : request(RevokeVipAccessMutation, { activationType, activationId, creatorId });
export const setKeyCampaignVip = (campaignId: string, creatorId: string, grant: { waivesLocationAndLanguage: boolean } | null) =>
  setVipAccess('KEY', campaignId, creatorId, grant);
