import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** Disputes about paid Quest deals: either party opens one, staff decide. */

export const OpenQuestDisputeMutation = graphql(`
  mutation OpenQuestDispute($runId: ID!, $reason: String!) {
    openQuestDispute(runId: $runId, reason: $reason) {
      id
      status
      frozen
    }
  }
`);

export const OpenQuestDisputesQuery = graphql(`
  query OpenQuestDisputes {
    openQuestDisputes {
      id
      questId
      questName
      status
      agreedAmount {
        cents
      }
      creator {
        id
        username
        displayName
      }
      submissions {
        url
        submittedAt
      }
      dispute {
        openedBy
        reason
        openedAt
      }
    }
  }
`);
export type OpenQuestDisputeRow = ResultOf<typeof OpenQuestDisputesQuery>['openQuestDisputes'][number];

export const DecideQuestDisputeMutation = graphql(`
  mutation DecideQuestDispute($runId: ID!, $decision: QuestDisputeDecision!, $note: String!, $refundCents: Int) {
    decideQuestDispute(runId: $runId, decision: $decision, note: $note, refundCents: $refundCents) {
      id
      status
      frozen
      dispute {
        refunded
      }
    }
  }
`);

export const openQuestDispute = (runId: string, reason: string) =>
  request(OpenQuestDisputeMutation, { runId, reason }).then((d) => d.openQuestDispute);
export const fetchOpenQuestDisputes = () => request(OpenQuestDisputesQuery).then((d) => d.openQuestDisputes);
/** `refundCents`: with a refund, the part of the deal to give back; null gives back all of it. */
export const decideQuestDispute = (
  runId: string,
  decision: 'release' | 'refund' | 'resume',
  note: string,
  refundCents: number | null = null,
) => request(DecideQuestDisputeMutation, { runId, decision, note, refundCents }).then((d) => d.decideQuestDispute);
