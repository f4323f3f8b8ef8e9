import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** GraphQL documents of company settings' Settings tab. */

export const CompanyInfoFields = graphql(`
  fragment CompanyInfoFields on CompanyInfo {
    id
    name
    type
    website
    email
    billingEmail
    isVerified
    viewerIsOwner
  }
`);

export const CompanyInfoQuery = graphql(
  `
    query CompanyInfo {
      companyInfo {
        ...CompanyInfoFields
      }
    }
  `,
  [CompanyInfoFields],
);
export type CompanyInfo = ResultOf<typeof CompanyInfoQuery>['companyInfo'];

export const UpdateCompanyInfoMutation = graphql(
  `
    mutation UpdateCompanyInfo($input: CompanyInfoInput!) {
      updateCompanyInfo(input: $input) {
        ...CompanyInfoFields
      }
    }
  `,
  [CompanyInfoFields],
);

export const fetchCompanyInfo = async (): Promise<CompanyInfo> => (await request(CompanyInfoQuery)).companyInfo;
export const updateCompanyInfo = async (input: VariablesOf<typeof UpdateCompanyInfoMutation>['input']): Promise<CompanyInfo> =>
  (await request(UpdateCompanyInfoMutation, { input })).updateCompanyInfo;
