import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/**
 * Everything the creator home shows (spec 2: Keys, Missions, Quests, analytics, completion rate) in one
 * request: the deals' states to count, the completion rate and the last 30 days of the creator's figures.
 */
export const CreatorHomeQuery = graphql(`
  query CreatorHome {
    myKeyDeals {
      participation {
        id
        state
      }
    }
    myMissionRuns {
      id
      state
    }
    questOffers: myQuestDeals(tab: offers, first: 20) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
      }
    }
    activeQuests: myQuestDeals(tab: active, first: 20) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
      }
    }
    myCompletionRate {
      rate
      onTime
      late
      missing
    }
    myInsights(period: { datePreset: LAST_30_DAYS }) {
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
        watchTimeHours
      }
      daily {
        day
        figures {
          hoursWatched
        }
      }
    }
  }
`);
export type CreatorHome = ResultOf<typeof CreatorHomeQuery>;

export const fetchCreatorHome = () => request(CreatorHomeQuery);
