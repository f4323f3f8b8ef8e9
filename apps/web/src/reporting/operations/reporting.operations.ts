import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** Results and reporting for company members: one group of the company's activations over a period. */

const ReportFiguresFragment = graphql(`
  fragment ReportFiguresFields on ReportFigures {
    creators
    contentPieces
    reach
    hoursWatched
    cost {
      cents
      currency
    }
    costPerHourWatched {
      cents
      currency
    }
    wishlists
    costPerWishlist {
      cents
      currency
    }
    wishlistsPerHourWatched
  }
`);

export const CompanyReportQuery = graphql(
  `
    query CompanyReport($group: ReportingGroup!, $periodDays: Int) {
      companyReport(group: $group, periodDays: $periodDays) {
        from
        to
        periodDays
        totals {
          ...ReportFiguresFields
        }
        daily {
          day
          contentPieces
          reach
          hoursWatched
        }
        activations {
          id
          kind
          name
          figures {
            ...ReportFiguresFields
          }
        }
        creators {
          creatorId
          displayName
          figures {
            ...ReportFiguresFields
          }
        }
        games {
          gameId
          name
          figures {
            ...ReportFiguresFields
          }
        }
        content {
          id
          type
          title
          creatorId
          creatorName
          gameName
          views
          hoursWatched
          createdAt
          activationNames
        }
      }
    }
  `,
  [ReportFiguresFragment],
);
export type CompanyReport = ResultOf<typeof CompanyReportQuery>['companyReport'];
export type ReportingGroupValue = VariablesOf<typeof CompanyReportQuery>['group'];
