import { request } from '../../shared/api/gql-client.ts';
import { usePaged } from '../../shared/hooks/use-paged.ts';
import {
  CompanyMissionRunsQuery,
  type CompanyMissionRunRow,
  type CompanyMissionRunsPage,
} from '../operations/creator-management.operations.ts';

export type MissionsTab = 'ongoing' | 'review' | 'completed';

export const useCompanyMissionRuns = (tab: MissionsTab) =>
  usePaged<CompanyMissionRunsPage, CompanyMissionRunRow>(
    ['gql:CompanyMissionRuns', tab],
    (after) => request(CompanyMissionRunsQuery, { tab, first: 100, after }).then((d) => d.companyMissionRuns),
    (page) => page.edges.map((e) => e.node),
  );
