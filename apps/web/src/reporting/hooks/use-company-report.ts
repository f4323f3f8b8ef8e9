import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { CompanyReportQuery, type ReportingGroupValue } from '../operations/reporting.operations.ts';

export function useCompanyReport(group: ReportingGroupValue, periodDays: number) {
  return useSWR(['gql:CompanyReport', group, periodDays], () =>
    request(CompanyReportQuery, { group, periodDays }).then((d) => d.companyReport),
  );
}
