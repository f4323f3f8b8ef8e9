import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatAverage } from './insights-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';

export interface GameRankingRow {
  id: string;
  name: string;
  creators: number;
  hoursWatched: number;
  averageCcv: number | null;
  streams: number;
  videos: number;
}

export interface GameRankingTableProps {
  /** Games, most hours watched first. */
  rows: readonly GameRankingRow[];
  /** Where a game's details are; without it names are plain text. */
  hrefOf?(id: string): string;
  /** The table's caption. */
  caption?: string;
  /** Shows the loading row. */
  loading?: boolean;
  /** More rows on the server. */
  hasMore?: boolean;
  /** Loads the next page. */
  onLoadMore?(): void;
  /** True while the next page loads. */
  loadingMore?: boolean;
  /** Called with the selected games' ids to compare them; without it rows cannot be selected. */
  onCompare?(ids: string[]): void;
}

/** The Games tab (and a creator's Games tab): one row per game with the period's figures. */
export function GameRankingTable(props: GameRankingTableProps) {
  const { rows, hrefOf, caption = 'Games', loading, hasMore, onLoadMore, loadingMore, onCompare } = props;
  const columns: DataColumn<GameRankingRow>[] = [
    {
      id: 'game',
      header: 'Game',
      cell: (r) => (hrefOf ? <AppLink href={hrefOf(r.id)}>{r.name}</AppLink> : r.name),
      sortValue: (r) => r.name,
    },
    { id: 'creators', header: 'Creators', cell: (r) => formatCount(r.creators), sortValue: (r) => r.creators, align: 'end' },
    { id: 'hours', header: 'Hours watched', cell: (r) => formatDecimal(r.hoursWatched), sortValue: (r) => r.hoursWatched, align: 'end' },
    { id: 'ccv', header: 'Avg CCV', cell: (r) => formatAverage(r.averageCcv), sortValue: (r) => r.averageCcv ?? 0, align: 'end' },
    { id: 'streams', header: 'Streams', cell: (r) => formatCount(r.streams), sortValue: (r) => r.streams, align: 'end' },
    { id: 'videos', header: 'Videos', cell: (r) => formatCount(r.videos), sortValue: (r) => r.videos, align: 'end' },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.name}
      bulkActions={onCompare ? [{ id: 'compare', label: 'Compare' }] : undefined}
      onBulkAction={(_action, ids) => onCompare?.(ids)}
      pageSize={50}
      loading={loading}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      empty={<EmptyState title="No games in this period" />}
    />
  );
}
