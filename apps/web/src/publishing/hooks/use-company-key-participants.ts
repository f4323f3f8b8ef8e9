import { request } from '../../shared/api/gql-client.ts';
import { usePaged } from '../../shared/hooks/use-paged.ts';
import {
  CompanyKeyParticipantsQuery,
  type CompanyKeyParticipantNode,
  type CompanyKeyParticipantsPage,
} from '../operations/creator-management.operations.ts';

export const useCompanyKeyParticipants = (tab: 'pending' | 'active' | 'ended') =>
  usePaged<CompanyKeyParticipantsPage, CompanyKeyParticipantNode>(
    ['gql:CompanyKeyParticipants', tab],
    (after) => request(CompanyKeyParticipantsQuery, { tab, first: 100, after }).then((d) => d.companyKeyParticipants),
    (page) => page.edges.map((e) => e.node),
  );
