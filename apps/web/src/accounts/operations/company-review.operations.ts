import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** Staff's account review: companies a page at a time (cursor connection) and the decision. */

export const CompaniesForReviewQuery = graphql(`
  query CompaniesForReview($first: Int, $after: String) {
    companiesForReview(first: $first, after: $after) {
      edges {
        node {
          id
          name
          type
          website
          isVerified
          createdAt
          owner {
            username
            email
            emailVerified
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
export type CompaniesForReviewPage = ResultOf<typeof CompaniesForReviewQuery>['companiesForReview'];

export const ReviewCompanyMutation = graphql(`
  mutation ReviewCompany($companyId: ID!, $decision: CompanyReviewDecision!) {
    reviewCompany(companyId: $companyId, decision: $decision) {
      id
      isVerified
    }
  }
`);
export type CompanyReviewDecision = ReturnType<typeof graphql.scalar<'CompanyReviewDecision'>>;

export const REVIEW_PAGE_SIZE = 50;

export const fetchCompaniesForReview = async (after: string | null): Promise<CompaniesForReviewPage> =>
  (await request(CompaniesForReviewQuery, { first: REVIEW_PAGE_SIZE, after })).companiesForReview;
export const reviewCompany = async (companyId: string, decision: CompanyReviewDecision) =>
  (await request(ReviewCompanyMutation, { companyId, decision })).reviewCompany;
