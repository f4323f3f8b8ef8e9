import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { AuthenticityBadge, type AuthenticityLevel } from './AudienceAuthenticity.tsx';
import { formatAverage, PLATFORM_LABELS, TIER_LABELS } from './insights-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';
import './insights.css';

export interface CreatorRankingRow {
  id: string;
  displayName: string;
  username: string;
  tier: string;
  /** Platforms of the creator's channels. */
  platforms: readonly string[];
  countries: readonly string[];
  hoursWatched: number;
  averageCcv: number | null;
  peakCcv: number;
  streams: number;
  videos: number;
  /** Audience authenticity over the period, where the list has it (the Content creators tab). */
  authenticity?: { score: number | null; level: AuthenticityLevel | null } | null;
}

export interface CreatorRankingTableProps {
  /** The ranked creators, most hours watched first. */
  rows: readonly CreatorRankingRow[];
  /** How many creators match in all (not just those loaded). */
  totalCount: number;
  /** Where a creator's details are. */
  hrefOf(id: string): string;
  /** Shows the loading row. */
  loading?: boolean;
  /** More rows on the server. */
  hasMore?: boolean;
  /** Loads the next page. */
  onLoadMore?(): void;
  /** True while the next page loads. */
  loadingMore?: boolean;
  /** Called with the selected creators' ids to compare them; without it rows cannot be selected. */
  onCompare?(ids: string[]): void;
  /** Called with the selected creators' ids to add them to a creator list; also makes rows selectable. */
  onAddToList?(ids: string[]): void;
}

/** The Content creators tab: one row per creator with the period's figures. */
export function CreatorRankingTable({
  rows,
  totalCount,
  hrefOf,
  loading,
  hasMore,
  onLoadMore,
  loadingMore,
  onCompare,
  onAddToList,
}: CreatorRankingTableProps) {
  const columns: DataColumn<CreatorRankingRow>[] = [
    {
      id: 'creator',
      header: 'Creator',
      cell: (r) => (
        <span className="insights-creator-cell">
          <AppLink href={hrefOf(r.id)}>{r.displayName}</AppLink>
          <small>
            {r.platforms.map((p) => PLATFORM_LABELS[p] ?? p).join(', ')}
            {r.countries.length > 0 ? ` · ${r.countries.join(', ')}` : ''}
          </small>
        </span>
      ),
      sortValue: (r) => r.displayName.toLowerCase(),
    },
    { id: 'tier', header: 'Tier', cell: (r) => TIER_LABELS[r.tier] ?? r.tier },
    { id: 'hours', header: 'Hours watched', cell: (r) => formatDecimal(r.hoursWatched), sortValue: (r) => r.hoursWatched, align: 'end' },
    { id: 'ccv', header: 'Avg CCV', cell: (r) => formatAverage(r.averageCcv), sortValue: (r) => r.averageCcv ?? 0, align: 'end' },
    { id: 'peak', header: 'Peak', cell: (r) => formatCount(r.peakCcv), sortValue: (r) => r.peakCcv, align: 'end' },
    { id: 'streams', header: 'Streams', cell: (r) => formatCount(r.streams), sortValue: (r) => r.streams, align: 'end' },
    { id: 'videos', header: 'Videos', cell: (r) => formatCount(r.videos), sortValue: (r) => r.videos, align: 'end' },
  ];
  if (rows.some((r) => r.authenticity)) {
    columns.push({
      id: 'authenticity',
      header: 'Authenticity',
      cell: (r) => (r.authenticity ? <AuthenticityBadge score={r.authenticity.score} level={r.authenticity.level} /> : null),
      sortValue: (r) => r.authenticity?.score ?? -1,
      align: 'end',
    });
  }
  const bulk = [
    ...(onCompare ? [{ id: 'compare', label: 'Compare' }] : []),
    ...(onAddToList ? [{ id: 'addToList', label: 'Add to list', variant: 'secondary' as const }] : []),
  ];
  return (
    <DataTable
      caption={`Creators (${formatCount(totalCount)})`}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.displayName}
      bulkActions={bulk.length > 0 ? bulk : undefined}
      onBulkAction={(action, ids) => (action === 'addToList' ? onAddToList?.(ids) : onCompare?.(ids))}
      pageSize={50}
      loading={loading}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      empty={<EmptyState title="No creators match these filters">Try a longer period or fewer filters.</EmptyState>}
    />
  );
}
