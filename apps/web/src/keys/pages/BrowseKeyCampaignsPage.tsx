import { CampaignBrowse } from '@lurkit/ui/campaign-browse/CampaignBrowse.tsx';
import { CampaignBrowseFilters, type KeyBrowseFilter } from '@lurkit/ui/campaign-browse/CampaignBrowseFilters.tsx';
import { CampaignGrid } from '@lurkit/ui/campaign-browse/CampaignGrid.tsx';
import { CampaignRow } from '@lurkit/ui/campaign-browse/CampaignRow.tsx';
import { PLATFORM_FAMILIES, PLATFORM_FAMILY_LABELS } from '@lurkit/core/shared/platform.schema.ts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useBrowseKeyCampaigns, type BrowseFilters } from '../hooks/use-creator-key-campaigns.ts';
import { keyCampaignSummaryOf } from './key-campaign-summary.ts';

const TABS = [
  { id: 'overview', label: 'Overview', href: '/campaigns/browse' },
  { id: 'recent', label: 'Recently added', href: '/campaigns/browse/recent' },
  { id: 'upcoming', label: 'Upcoming', href: '/campaigns/browse/upcoming' },
];
const GENRES = ['Action', 'Adventure', 'Arcade', 'Casual', 'Cosy', 'Horror', 'Indie', 'Racing', 'RPG', 'Sci-fi', 'Simulation', 'Strategy'];
/** Spec 3's families (each finds every platform in it), then the PC stores creators ask for by name. */
const PLATFORM_OPTIONS = [
  ...PLATFORM_FAMILIES.map((family) => ({ value: family, label: PLATFORM_FAMILY_LABELS[family] })),
  ...['Steam', 'Epic Games Store', 'GOG', 'itch.io'].map((store) => ({ value: store, label: store })),
];
const NO_FILTER: KeyBrowseFilter = { genres: [], platforms: [], category: null, onlyEligible: false };

const href = (id: string) => `/campaigns/${id}`;

/** /campaigns/browse (overview rows), /recent and /upcoming (paged grids), with filters genre, platform, category, only eligible. */
export function BrowseKeyCampaignsPage() {
  const path = useLocation().pathname;
  const tab = path.endsWith('/recent') ? 'recent' : path.endsWith('/upcoming') ? 'upcoming' : 'overview';
  const [filter, setFilter] = useState<KeyBrowseFilter>(NO_FILTER);
  const filtered = filter.genres.length > 0 || filter.platforms.length > 0 || filter.category !== null || filter.onlyEligible;
  const base: Omit<BrowseFilters, 'section'> = {
    genres: [...filter.genres],
    platforms: [...filter.platforms],
    category: filter.category,
    onlyEligible: filter.onlyEligible,
  };
  return (
    <CampaignBrowse
      title="Browse Key campaigns"
      tabs={TABS}
      activeTab={tab}
      filters={
        <CampaignBrowseFilters
          value={filter}
          onChange={setFilter}
          genreOptions={GENRES.map((g) => ({ value: g, label: g }))}
          platformOptions={PLATFORM_OPTIONS}
        />
      }
    >
      {tab === 'overview' && !filtered ? (
        <>
          <Row title="Popular" section="popular" seeAll="/campaigns/browse/recent" base={base} />
          <Row title="Recently added" section="recent" seeAll="/campaigns/browse/recent" base={base} />
          <Row title="Upcoming" section="upcoming" seeAll="/campaigns/browse/upcoming" base={base} />
        </>
      ) : (
        <Grid
          filters={{ ...base, section: tab === 'upcoming' ? 'upcoming' : tab === 'recent' ? 'recent' : 'all' }}
          filtered={filtered}
          onClear={() => setFilter(NO_FILTER)}
        />
      )}
    </CampaignBrowse>
  );
}

function Row({
  title,
  section,
  seeAll,
  base,
}: {
  title: string;
  section: BrowseFilters['section'];
  seeAll: string;
  base: Omit<BrowseFilters, 'section'>;
}) {
  const browse = useBrowseKeyCampaigns({ ...base, section }, 8);
  return (
    <CampaignRow
      title={title}
      campaigns={browse.campaigns.map(keyCampaignSummaryOf)}
      campaignHref={href}
      seeAllHref={seeAll}
      loading={!browse.data && !browse.error}
    />
  );
}

function Grid({ filters, filtered, onClear }: { filters: BrowseFilters; filtered: boolean; onClear(): void }) {
  const browse = useBrowseKeyCampaigns(filters);
  return (
    <CampaignGrid
      campaigns={browse.campaigns.map(keyCampaignSummaryOf)}
      campaignHref={href}
      loading={!browse.data && !browse.error}
      hasMore={browse.hasMore}
      onLoadMore={() => void browse.loadMore()}
      loadingMore={browse.isValidating && Boolean(browse.data)}
      filtered={filtered}
      onClearFilters={onClear}
    />
  );
}
