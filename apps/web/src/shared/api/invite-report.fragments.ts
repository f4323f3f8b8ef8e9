import { graphql } from '../../graphql.ts';

/** What every way of inviting creators answers: how many were invited, and what became of each line. */
export const InviteReportFields = graphql(`
  fragment InviteReportFields on InviteReport {
    invited
    lines {
      line
      target
      outcome
    }
  }
`);
