import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import {
  BrowseKeyCampaignsQuery,
  KeyCampaignForCreatorQuery,
  type BrowseKeyCampaignsPage,
} from '../operations/creator-key-campaigns.operations.ts';
import { platformFilterForWire } from '../../shared/api/platform-ids.ts';

export const useKeyCampaignForCreator = (id: string) =>
  useSWR(['gql:KeyCampaignForCreator', id], () => request(KeyCampaignForCreatorQuery, { id }).then((d) => d.keyCampaign));

export interface BrowseFilters {
  section: 'popular' | 'recent' | 'upcoming' | 'all';
  genres: string[];
  platforms: string[];
  category: 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other' | null;
  onlyEligible: boolean;
}

/** One browse section or the filtered grid, by cursor pages. */
export function useBrowseKeyCampaigns(filters: BrowseFilters, pageSize = 24) {
  const pages = useSWRInfinite(
    (index: number, previous: BrowseKeyCampaignsPage | null) =>
      index === 0
        ? ['gql:BrowseKeyCampaigns', JSON.stringify(filters), null]
        : previous?.pageInfo.hasNextPage
          ? ['gql:BrowseKeyCampaigns', JSON.stringify(filters), previous.pageInfo.endCursor]
          : null,
    ([, , after]: [string, string, string | null]) =>
      request(BrowseKeyCampaignsQuery, { ...filters, ...platformFilterForWire(filters.platforms), first: pageSize, after }).then(
        (d) => d.browseKeyCampaigns,
      ),
  );
  const campaigns = (pages.data ?? []).flatMap((page) => page.edges.map((e) => e.node));
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, campaigns, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
