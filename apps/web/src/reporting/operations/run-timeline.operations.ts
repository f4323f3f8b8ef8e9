import { graphql, type ResultOf } from '../../graphql.ts';

/** The company home's timeline: run events of every activation type, newest first. */
export const CompanyRunEventsQuery = graphql(`
  query CompanyRunEvents($first: Int, $after: String) {
    companyRunEvents(first: $first, after: $after) {
      edges {
        node {
          id
          at
          activationType
          activationId
          activationName
          creatorId
          creatorName
          type
          by
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
export type CompanyRunEventsPage = ResultOf<typeof CompanyRunEventsQuery>['companyRunEvents'];
export type CompanyRunEvent = CompanyRunEventsPage['edges'][number]['node'];
