import { graphql, type ResultOf } from '../../graphql.ts';

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

export const CreatorListCreatorsQuery = graphql(`
  query CreatorListCreators($listId: ID!, $first: Int, $after: String) {
    creatorListCreators(listId: $listId, first: $first, after: $after) {
      edges {
        node {
          addedAt
          creator {
            id
            username
            displayName
            country
            followers
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
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

export const InviteCreatorListMutation = graphql(`
  mutation InviteCreatorList($listId: ID!, $activationType: ActivationType!, $activationId: ID!) {
    inviteCreatorList(listId: $listId, activationType: $activationType, activationId: $activationId) {
      invited
      lines {
        line
        target
        outcome
      }
    }
  }
`);

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
