import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';
import { InsightsPostFields } from './insights-post.fragments.ts';

/** Insights for company members: rankings of creators and games, one creator's or game's details. */

const FiguresFragment = graphql(`
  fragment InsightsFiguresFields on InsightsFigures {
    streams
    streamHours
    averageCcv
    peakCcv
    videos
    videoViews
    shorts
    shortViews
    hoursWatched
    watchTimeHours
    averageViews
  }
`);

export const InsightsCreatorsQuery = graphql(
  `
    query InsightsCreators($filter: InsightsFilterInput, $first: Int, $after: String) {
      insightsCreators(filter: $filter, first: $first, after: $after) {
        rows {
          creator {
            id
            username
            displayName
            channels {
              provider
              handle
              language
              country
            }
          }
          tier
          figures {
            ...InsightsFiguresFields
          }
          authenticity {
            score
            level
          }
        }
        totalCount
        hasNextPage
        endCursor
        period {
          from
          to
        }
      }
    }
  `,
  [FiguresFragment],
);
export type InsightsCreatorRanking = ResultOf<typeof InsightsCreatorsQuery>['insightsCreators'];
export type InsightsFilter = NonNullable<VariablesOf<typeof InsightsCreatorsQuery>['filter']>;

export const InsightsGamesQuery = graphql(
  `
    query InsightsGames($filter: InsightsFilterInput, $first: Int, $after: String) {
      insightsGames(filter: $filter, first: $first, after: $after) {
        rows {
          game {
            id
            name
          }
          creators
          figures {
            ...InsightsFiguresFields
          }
        }
        totalCount
        hasNextPage
        endCursor
        period {
          from
          to
        }
      }
    }
  `,
  [FiguresFragment],
);
export type InsightsGameRanking = ResultOf<typeof InsightsGamesQuery>['insightsGames'];

export const InsightsCreatorQuery = graphql(
  `
    query InsightsCreator($creatorId: ID!, $period: InsightsPeriodInput) {
      insightsCreator(creatorId: $creatorId, period: $period) {
        creator {
          id
          username
          displayName
          channels {
            provider
            handle
            followers
            language
            country
          }
        }
        period {
          from
          to
        }
        tierByCcv
        tierByViews
        figures {
          ...InsightsFiguresFields
        }
        daily {
          day
          figures {
            hoursWatched
            averageCcv
            streams
          }
        }
        games {
          game {
            id
            name
          }
          figures {
            ...InsightsFiguresFields
          }
        }
        authenticity {
          ...AudienceAuthenticityFields
        }
      }
    }
  `,
  [FiguresFragment, AudienceAuthenticityFields],
);
export type CreatorInsights = ResultOf<typeof InsightsCreatorQuery>['insightsCreator'];

export const InsightsCreatorPostsQuery = graphql(
  `
    query InsightsCreatorPosts($creatorId: ID!, $type: InsightsPostType!, $ended: Boolean, $first: Int, $after: String) {
      insightsCreatorPosts(creatorId: $creatorId, type: $type, ended: $ended, first: $first, after: $after) {
        rows {
          ...InsightsPostFields
        }
        totalCount
        hasNextPage
        endCursor
      }
    }
  `,
  [InsightsPostFields],
);
export type InsightsPostPage = ResultOf<typeof InsightsCreatorPostsQuery>['insightsCreatorPosts'];
export type InsightsPostType = VariablesOf<typeof InsightsCreatorPostsQuery>['type'];

export const InsightsPostQuery = graphql(
  `
    query InsightsPost($creatorId: ID!, $postId: ID!) {
      insightsPost(creatorId: $creatorId, postId: $postId) {
        post {
          ...InsightsPostFields
        }
        viewers {
          sampledAt
          viewers
        }
      }
    }
  `,
  [InsightsPostFields],
);
export type InsightsPostDetails = ResultOf<typeof InsightsPostQuery>['insightsPost'];

export const InsightsGameQuery = graphql(
  `
    query InsightsGame($gameId: ID!, $period: InsightsPeriodInput) {
      insightsGame(gameId: $gameId, period: $period) {
        game {
          id
          name
        }
        period {
          from
          to
        }
        creators
        figures {
          ...InsightsFiguresFields
        }
        daily {
          day
          figures {
            hoursWatched
            averageCcv
            streams
          }
        }
        topCreators {
          creator {
            id
            displayName
          }
          tier
          figures {
            ...InsightsFiguresFields
          }
        }
      }
    }
  `,
  [FiguresFragment],
);
export type GameInsights = ResultOf<typeof InsightsGameQuery>['insightsGame'];

export const InsightsGameSearchQuery = graphql(`
  query InsightsGameSearch($search: String!) {
    insightsGameSearch(search: $search) {
      id
      name
    }
  }
`);

export const SavedInsightsFiltersQuery = graphql(`
  query SavedInsightsFilters {
    savedInsightsFilters {
      id
      name
      createdAt
      options {
        aggregationPeriodDays
        datePreset
        platforms
        tierBasis
        tiers
        languages
        countries
        gameIds
      }
    }
  }
`);
export type SavedInsightsFilter = ResultOf<typeof SavedInsightsFiltersQuery>['savedInsightsFilters'][number];

export const SaveInsightsFilterMutation = graphql(`
  mutation SaveInsightsFilter($name: String!, $options: InsightsFilterInput!) {
    saveInsightsFilter(name: $name, options: $options) {
      id
      name
    }
  }
`);

export const DeleteInsightsFilterMutation = graphql(`
  mutation DeleteInsightsFilter($filterId: ID!) {
    deleteInsightsFilter(filterId: $filterId)
  }
`);

export const InsightsExportQuotaQuery = graphql(`
  query InsightsExportQuota {
    insightsExportQuota {
      limit
      remaining
      resetsAt
    }
  }
`);
