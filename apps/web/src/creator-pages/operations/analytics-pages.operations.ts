import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

const AnalyticsPageFields = graphql(`
  fragment AnalyticsPageFields on AnalyticsPage {
    id
    name
    period
    figures
    updatedAt
  }
`);

export const MyAnalyticsPagesQuery = graphql(
  `
    query MyAnalyticsPages {
      myAnalyticsPages {
        ...AnalyticsPageFields
      }
    }
  `,
  [AnalyticsPageFields],
);
export type AnalyticsPageView = ResultOf<typeof MyAnalyticsPagesQuery>['myAnalyticsPages'][number];

/** One page and the creator's figures over its period, in one request. */
export const AnalyticsPageQuery = graphql(
  `
    query AnalyticsPage($id: ID!, $period: InsightsDatePreset!) {
      myAnalyticsPage(id: $id) {
        ...AnalyticsPageFields
      }
      myInsights(period: { datePreset: $period }) {
        period {
          from
          to
        }
        figures {
          streams
          streamHours
          hoursWatched
          averageCcv
          peakCcv
          videos
          videoViews
          shorts
          shortViews
        }
      }
    }
  `,
  [AnalyticsPageFields],
);

export const CreateAnalyticsPageMutation = graphql(
  `
    mutation CreateAnalyticsPage($input: AnalyticsPageInput!) {
      createAnalyticsPage(input: $input) {
        ...AnalyticsPageFields
      }
    }
  `,
  [AnalyticsPageFields],
);

export const UpdateAnalyticsPageMutation = graphql(
  `
    mutation UpdateAnalyticsPage($id: ID!, $input: AnalyticsPageInput!) {
      updateAnalyticsPage(id: $id, input: $input) {
        ...AnalyticsPageFields
      }
    }
  `,
  [AnalyticsPageFields],
);

export const DeleteAnalyticsPageMutation = graphql(`
  mutation DeleteAnalyticsPage($id: ID!) {
    deleteAnalyticsPage(id: $id)
  }
`);

type Input = VariablesOf<typeof CreateAnalyticsPageMutation>['input'];
export const fetchMyAnalyticsPages = () => request(MyAnalyticsPagesQuery).then((d) => d.myAnalyticsPages);
export const createAnalyticsPage = (input: Input) => request(CreateAnalyticsPageMutation, { input }).then((d) => d.createAnalyticsPage);
export const updateAnalyticsPage = (id: string, input: Input) =>
  request(UpdateAnalyticsPageMutation, { id, input }).then((d) => d.updateAnalyticsPage);
export const deleteAnalyticsPage = (id: string) => request(DeleteAnalyticsPageMutation, { id }).then((d) => d.deleteAnalyticsPage);
