import useSWR from 'swr';
import { fetchCompanyMembers } from '../operations/company-members.operations.ts';

export const COMPANY_MEMBERS_KEY = 'gql:CompanyMembers';

export function useCompanyMembers() {
  return useSWR(COMPANY_MEMBERS_KEY, fetchCompanyMembers);
}
