import { request } from '../../shared/api/gql-client.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** Creator pages: the creator's own list and edit form, and the public page at /{slug}. */
const CreatorPageFields = graphql(`
  fragment CreatorPageFields on CreatorPage {
    id
    slug
    title
    bio
    links {
      label
      url
    }
    createdAt
    updatedAt
  }
`);

export const MyCreatorPagesQuery = graphql(
  `
    query MyCreatorPages {
      myCreatorPages {
        ...CreatorPageFields
      }
    }
  `,
  [CreatorPageFields],
);
export type MyCreatorPages = ResultOf<typeof MyCreatorPagesQuery>['myCreatorPages'];

export const MyCreatorPageQuery = graphql(
  `
    query MyCreatorPage($id: ID!) {
      myCreatorPage(id: $id) {
        ...CreatorPageFields
      }
    }
  `,
  [CreatorPageFields],
);

export const CreatorPageQuery = graphql(
  `
    query CreatorPage($slug: String!) {
      creatorPage(slug: $slug) {
        creatorId
        creatorName
        channels {
          provider
          handle
          displayName
          followers
        }
        completionRate {
          rate
          onTime
          late
          missing
        }
        viewerIsOwner
        creatorPictureUrl
        authenticity {
          ...AudienceAuthenticityFields
        }
        page {
          ...CreatorPageFields
        }
      }
    }
  `,
  [CreatorPageFields, AudienceAuthenticityFields],
);
export type PublicCreatorPage = ResultOf<typeof CreatorPageQuery>['creatorPage'];

export const CreateCreatorPageMutation = graphql(
  `
    mutation CreateCreatorPage($input: CreatorPageInput!) {
      createCreatorPage(input: $input) {
        ...CreatorPageFields
      }
    }
  `,
  [CreatorPageFields],
);
export type CreatorPageInput = VariablesOf<typeof CreateCreatorPageMutation>['input'];

export const UpdateCreatorPageMutation = graphql(
  `
    mutation UpdateCreatorPage($id: ID!, $input: CreatorPageInput!) {
      updateCreatorPage(id: $id, input: $input) {
        ...CreatorPageFields
      }
    }
  `,
  [CreatorPageFields],
);

export const DeleteCreatorPageMutation = graphql(`
  mutation DeleteCreatorPage($id: ID!) {
    deleteCreatorPage(id: $id)
  }
`);

export const fetchMyCreatorPages = () => request(MyCreatorPagesQuery).then((d) => d.myCreatorPages);
export const fetchMyCreatorPage = (id: string) => request(MyCreatorPageQuery, { id }).then((d) => d.myCreatorPage);
export const fetchCreatorPage = (slug: string) => request(CreatorPageQuery, { slug }).then((d) => d.creatorPage);
export const createCreatorPage = (input: CreatorPageInput) =>
  request(CreateCreatorPageMutation, { input }).then((d) => d.createCreatorPage);
export const updateCreatorPage = (id: string, input: CreatorPageInput) =>
  request(UpdateCreatorPageMutation, { id, input }).then((d) => d.updateCreatorPage);
export const deleteCreatorPage = (id: string) => request(DeleteCreatorPageMutation, { id }).then((d) => d.deleteCreatorPage);
