import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';
import { InsightsPostFields } from './insights-post.fragments.ts';

/** The company's shortlists of streams and of videos (shorts join the videos). */

export const InsightsShortlistQuery = graphql(
  `
    query InsightsShortlist($kind: ShortlistKind!, $first: Int, $after: String) {
      insightsShortlist(kind: $kind, first: $first, after: $after) {
        rows {
          addedAt
          creator {
            id
            displayName
          }
          post {
            ...InsightsPostFields
          }
        }
        totalCount
        hasNextPage
        endCursor
      }
    }
  `,
  [InsightsPostFields],
);
export type InsightsShortlistPage = ResultOf<typeof InsightsShortlistQuery>['insightsShortlist'];
export type ShortlistKind = VariablesOf<typeof InsightsShortlistQuery>['kind'];

export const AddToShortlistMutation = graphql(`
  mutation AddToShortlist($postId: ID!) {
    addToShortlist(postId: $postId) {
      id
      kind
      postId
      addedAt
    }
  }
`);

export const RemoveFromShortlistMutation = graphql(`
  mutation RemoveFromShortlist($postId: ID!) {
    removeFromShortlist(postId: $postId)
  }
`);

export const addToShortlist = (postId: string) => request(AddToShortlistMutation, { postId }).then((d) => d.addToShortlist);
export const removeFromShortlist = (postId: string) => request(RemoveFromShortlistMutation, { postId }).then((d) => d.removeFromShortlist);
