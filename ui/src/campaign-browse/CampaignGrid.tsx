import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import type { KeyCampaignSummary } from '../key-campaign-card/KeyCampaignCard.tsx';
import { CampaignCards, CampaignCardsSkeleton } from './CampaignCards.tsx';

export interface CampaignGridProps {
  /** Every campaign loaded so far, in order. */
  campaigns: readonly KeyCampaignSummary[];
  /** The page of one campaign. */
  campaignHref(id: string): string;
  /** The first page is loading. */
  loading?: boolean;
  /** Another page exists after the last cursor. */
  hasMore: boolean;
  /** Loads the next page (cursor paging). */
  onLoadMore(): void;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** Filters are on: the empty state then offers to clear them. */
  filtered?: boolean;
  /** Clears the filters, from the empty state. */
  onClearFilters?(): void;
}

/** A paged grid of Key campaigns with "Load more", a loading skeleton and an empty state. */
export function CampaignGrid({
  campaigns,
  campaignHref,
  loading = false,
  hasMore,
  onLoadMore,
  loadingMore = false,
  filtered = false,
  onClearFilters,
}: CampaignGridProps) {
  if (loading) return <CampaignCardsSkeleton />;
  if (campaigns.length === 0)
    return (
      <EmptyState
        title={filtered ? 'No Key campaigns match your filters' : 'No Key campaigns right now'}
        action={
          filtered && onClearFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      >
        <p>
          {filtered
            ? 'Try fewer filters, or come back later: companies add campaigns every week.'
            : 'Come back later: companies add campaigns every week.'}
        </p>
      </EmptyState>
    );
  return (
    <div className="campaign-grid">
      <CampaignCards campaigns={campaigns} campaignHref={campaignHref} headingLevel={2} />
      <p className="campaign-grid__count" role="status">
        Showing {campaigns.length} {campaigns.length === 1 ? 'campaign' : 'campaigns'}
      </p>
      {hasMore && (
        <Button variant="secondary" className="campaign-grid__more" onClick={onLoadMore} loading={loadingMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
