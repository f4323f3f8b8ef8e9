import { FunnelChart } from '../funnel-chart/FunnelChart.tsx';
import { formatCount, formatUsd } from '../format/format.ts';
import { StatTile } from '../stat-tile/StatTile.tsx';
import { formatHours } from './format-figures.ts';
import './QuestResults.css';

export interface QuestResultsSummaryProps {
  totals: {
    creators: number;
    content: number;
    spentCents: number;
    views: number;
    hoursWatched: number;
    averageCcv: number | null;
    costPerHourWatchedCents: number | null;
  };
  /** Wishlists the Quest's tracked links brought (imported Steam UTM reports) and their cost; absent where no report names the Quest. */
  wishlists?: { count: number; costPerWishlistCents: number | null } | null;
  funnel: { offers: number; accepted: number; paid: number; contentApproved: number; completed: number };
}

/** A Quest's Results tab: what was spent and what it brought, and how far the offers got, as a chart with its data table. */
export function QuestResultsSummary({ totals, wishlists = null, funnel }: QuestResultsSummaryProps) {
  const steps = [
    { label: 'Offers', value: funnel.offers },
    { label: 'Accepted', value: funnel.accepted },
    { label: 'Paid', value: funnel.paid },
    { label: 'Content approved', value: funnel.contentApproved },
    { label: 'Completed', value: funnel.completed },
  ];
  return (
    <div className="quest-results">
      <div className="quest-results__tiles">
        <StatTile label="Spent" value={formatUsd(totals.spentCents)} caption="Paid deals, less refunds" />
        <StatTile label="Creators" value={formatCount(totals.creators)} caption="With a paid deal" />
        <StatTile label="Content" value={formatCount(totals.content)} caption="Approved" />
        <StatTile label="Views" value={formatCount(totals.views)} />
        <StatTile label="Hours watched" value={formatHours(totals.hoursWatched)} />
        <StatTile label="Average CCV" value={totals.averageCcv === null ? '—' : formatCount(totals.averageCcv)} caption="Streams" />
        <StatTile
          label="Cost per hour watched"
          value={totals.costPerHourWatchedCents === null ? '—' : formatUsd(totals.costPerHourWatchedCents)}
        />
        {wishlists && (
          <>
            <StatTile label="Wishlists" value={formatCount(wishlists.count)} caption="From tracked links" />
            <StatTile
              label="Cost per wishlist"
              value={wishlists.costPerWishlistCents === null ? '—' : formatUsd(wishlists.costPerWishlistCents)}
            />
          </>
        )}
      </div>
      <FunnelChart
        title="From offer to completion"
        description="How many deals reached each step of the Quest."
        steps={steps}
        unit="Deals"
        emptyText="No offers yet."
      />
    </div>
  );
}
