import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../api/gql-client.ts';
import {
  CompanyKeyCampaignQuery,
  CompanyKeyCampaignsQuery,
  HeldKeyCampaignsQuery,
  KeyParticipantsQuery,
  type CompanyKeyCampaignsPage,
  type HeldKeyCampaignsPage,
  type KeyParticipantsPage,
} from '../operations/company-key-campaigns.operations.ts';

type Page = { pageInfo: { hasNextPage: boolean; endCursor?: string | null | undefined } };

/** A connection read a page at a time with SWR; each page's key carries the cursor the previous page ended on. */
export function usePaged<P extends Page, N>(
  base: readonly unknown[] | null,
  fetchPage: (after: string | null) => Promise<P>,
  nodesOf: (page: P) => N[],
) {
  const pages = useSWRInfinite(
    (index: number, previous: P | null) =>
      base === null
        ? null
        : index === 0
          ? [...base, null]
          : previous?.pageInfo.hasNextPage
            ? [...base, previous.pageInfo.endCursor ?? null]
            : null,
    (key: unknown[]) => fetchPage((key.at(-1) as string | null) ?? null),
  );
  const nodes = (pages.data ?? []).flatMap(nodesOf);
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, nodes, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}

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
