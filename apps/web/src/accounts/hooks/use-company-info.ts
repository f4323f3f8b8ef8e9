import useSWR from 'swr';
import { fetchCompanyInfo } from '../operations/company-info.operations.ts';

export const COMPANY_INFO_KEY = 'gql:CompanyInfo';

export function useCompanyInfo() {
  return useSWR(COMPANY_INFO_KEY, fetchCompanyInfo);
}
