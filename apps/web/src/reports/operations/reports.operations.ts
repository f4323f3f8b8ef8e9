import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

export const ReportUsersMutation = graphql(`
  mutation ReportUsers($reportedUserIds: [ID!]!, $reason: String!, $note: String) {
    reportUsers(reportedUserIds: $reportedUserIds, reason: $reason, note: $note) {
      id
      status
    }
  }
`);

export const OpenReportsQuery = graphql(`
  query OpenReports {
    openReports {
      report {
        id
        reason
        note
        status
        createdAt
      }
      reporter {
        id
        username
        displayName
      }
      reportedUsers {
        id
        username
        displayName
      }
    }
  }
`);
export type OpenReport = ResultOf<typeof OpenReportsQuery>['openReports'][number];

export const ReviewReportMutation = graphql(`
  mutation ReviewReport($id: ID!, $decision: ReportDecision!) {
    reviewReport(id: $id, decision: $decision) {
      id
      status
    }
  }
`);

export const reportUsers = (variables: { reportedUserIds: string[]; reason: string; note: string }) =>
  request(ReportUsersMutation, variables).then((d) => d.reportUsers);
export const fetchOpenReports = () => request(OpenReportsQuery).then((d) => d.openReports);
export const reviewReport = (id: string, decision: 'actioned' | 'dismissed') =>
  request(ReviewReportMutation, { id, decision }).then((d) => d.reviewReport);
