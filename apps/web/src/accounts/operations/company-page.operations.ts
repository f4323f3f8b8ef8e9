import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** The company page settings form (/company/{id}/page-settings). */

export const CompanyPageSettingsFields = graphql(`
  fragment CompanyPageSettingsFields on CompanyPageSettings {
    companyId
    description
    logoUrl
    bannerUrl
    links {
      label
      url
    }
    showPrograms
    showKeyCampaigns
    showQuests
    updatedAt
  }
`);

export const CompanyPageSettingsQuery = graphql(
  `
    query CompanyPageSettings($companyId: ID!) {
      companyPageSettings(companyId: $companyId) {
        ...CompanyPageSettingsFields
      }
    }
  `,
  [CompanyPageSettingsFields],
);

export const SaveCompanyPageSettingsMutation = graphql(
  `
    mutation SaveCompanyPageSettings($companyId: ID!, $input: CompanyPageSettingsInput!) {
      saveCompanyPageSettings(companyId: $companyId, input: $input) {
        ...CompanyPageSettingsFields
      }
    }
  `,
  [CompanyPageSettingsFields],
);

export type CompanyPageSettings = ResultOf<typeof CompanyPageSettingsQuery>['companyPageSettings'];
export type CompanyPageSettingsInput = VariablesOf<typeof SaveCompanyPageSettingsMutation>['input'];

export const fetchCompanyPageSettings = (companyId: string) =>
  request(CompanyPageSettingsQuery, { companyId }).then((d) => d.companyPageSettings);
export const saveCompanyPageSettings = (companyId: string, input: CompanyPageSettingsInput) =>
  request(SaveCompanyPageSettingsMutation, { companyId, input }).then((d) => d.saveCompanyPageSettings);
