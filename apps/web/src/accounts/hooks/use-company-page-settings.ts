import useSWR from 'swr';
import { fetchCompanyPageSettings } from '../operations/company-page.operations.ts';

export const useCompanyPageSettings = (companyId: string) =>
  useSWR(['gql:CompanyPageSettings', companyId], ([, id]) => fetchCompanyPageSettings(id));
