import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { usePaged } from '../../shared/hooks/use-paged.ts';
import {
  CompanyKeyCampaignQuery,
  CompanyKeyCampaignsQuery,
  HeldKeyCampaignsQuery,
  KeyParticipantsQuery,
  type CompanyKeyCampaignsPage,
  type HeldKeyCampaignsPage,
  type KeyParticipantsPage,
} from '../operations/company-key-campaigns.operations.ts';

export const useCompanyKeyCampaigns = (ended: boolean) =>
  usePaged<CompanyKeyCampaignsPage, CompanyKeyCampaignsPage['edges'][number]['node']>(
    ['gql:CompanyKeyCampaigns', ended],
    (after) => request(CompanyKeyCampaignsQuery, { ended, first: 50, after }).then((d) => d.companyKeyCampaigns),
    (page) => page.edges.map((e) => e.node),
  );

export const useCompanyKeyCampaign = (id: string) =>
  useSWR(['gql:CompanyKeyCampaign', id], () => request(CompanyKeyCampaignQuery, { id }).then((d) => d.companyKeyCampaign));

export const useKeyParticipants = (campaignId: string, tab: 'pending' | 'active' | 'ended') =>
  usePaged<KeyParticipantsPage, KeyParticipantsPage['edges'][number]['node']>(
    ['gql:KeyParticipants', campaignId, tab],
    (after) => request(KeyParticipantsQuery, { campaignId, tab, first: 100, after }).then((d) => d.keyParticipants),
    (page) => page.edges.map((e) => e.node),
  );

export const useHeldKeyCampaigns = () =>
  usePaged<HeldKeyCampaignsPage, HeldKeyCampaignsPage['edges'][number]['node']>(
    ['gql:HeldKeyCampaigns'],
    (after) => request(HeldKeyCampaignsQuery, { first: 50, after }).then((d) => d.heldKeyCampaigns),
    (page) => page.edges.map((e) => e.node),
  );
