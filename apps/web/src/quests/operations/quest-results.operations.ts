import { graphql, type ResultOf } from '../../graphql.ts';

/** A Quest's results, every tab from one read (spec 2: /results, /creators, /games, /activations, /content). */

const ContentFiguresFields = graphql(`
  fragment QuestContentFiguresFields on QuestContentFigures {
    postType
    title
    gameName
    durationSeconds
    views
    hoursWatched
    averageCcv
    listed
    postedAt
  }
`);

export const QuestResultsQuery = graphql(
  `
    query QuestResults($questId: ID!) {
      questResults(questId: $questId) {
        quest {
          id
          name
        }
        totals {
          creators
          content
          views
          hoursWatched
          averageCcv
          spent {
            cents
          }
          costPerHourWatched {
            cents
          }
        }
        funnel {
          offers
          accepted
          paid
          contentApproved
          completed
        }
        creators {
          creatorId
          creator {
            displayName
            username
          }
          deals
          content
          views
          hoursWatched
          averageCcv
          spent {
            cents
          }
          badges
        }
        games {
          gameId
          gameName
          creators
          content
          views
          hoursWatched
          averageCcv
        }
        activations {
          run {
            id
            status
            payoutStatus
            platform
            contentType
            acceptedAt
            paidAt
            creator {
              displayName
            }
          }
          amount {
            cents
          }
          figures {
            ...QuestContentFiguresFields
          }
        }
        content {
          runId
          creator {
            displayName
          }
          url
          submittedAt
          review
          figures {
            ...QuestContentFiguresFields
          }
        }
      }
    }
  `,
  [ContentFiguresFields],
);
export type QuestResultsData = ResultOf<typeof QuestResultsQuery>['questResults'];
