import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { ShortlistButton } from './ShortlistButton.tsx';
import { formatAverage, PLATFORM_LABELS } from './insights-format.ts';
import { formatCount, formatDateTime, formatDecimal } from '../format/format.ts';

export interface PostRow {
  id: string;
  title: string;
  provider: string;
  durationSeconds: number;
  views: number;
  hoursWatched: number;
  averageCcv: number;
  listed: boolean;
  /** UTC ISO; shown as a Stockholm date. */
  createdAt: string;
  /** Whether the post is on the company's shortlist (read with `shortlist`). */
  shortlisted?: boolean;
  /** The creator's name, shown with `withCreator` (lists mixing creators). */
  creatorName?: string;
  /** Where the creator's name links to. */
  creatorHref?: string;
}

export interface PostsTableProps {
  /** Streams, their recordings (VODs), videos or shorts (names the caption and columns). */
  kind: 'Streams' | 'VODs' | 'Videos' | 'Shorts';
  /** The posts, newest first. */
  rows: readonly PostRow[];
  /** Shows the loading row. */
  loading?: boolean;
  /** More rows on the server. */
  hasMore?: boolean;
  /** Loads the next page. */
  onLoadMore?(): void;
  /** True while the next page loads. */
  loadingMore?: boolean;
  /** Where a post's title links to (the page with that post selected); no links without it. */
  hrefOf?(postId: string): string;
  /** The table's caption; the kind unless given. */
  caption?: string;
  /** The empty state's title; "No {kind} yet" unless given. */
  emptyTitle?: string;
  /** Adds a Creator column (for lists mixing creators, such as a shortlist). */
  withCreator?: boolean;
  /** Adds a column to add each post to the shortlist or remove it; `busyId` is the post being saved. */
  shortlist?: { onToggle(row: PostRow): void; busyId?: string | null };
}

const duration = (seconds: number) => `${Math.floor(seconds / 3_600)} h ${Math.round((seconds % 3_600) / 60)} min`;

/** A creator's streams, videos or shorts with their figures; unlisted ones are marked. */
export function PostsTable(props: PostsTableProps) {
  const { kind, rows, loading, hasMore, onLoadMore, loadingMore, hrefOf, caption, emptyTitle, withCreator, shortlist } = props;
  const columns: DataColumn<PostRow>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (r) => {
        const title = r.listed ? r.title : `${r.title} (unlisted)`;
        return hrefOf ? <AppLink href={hrefOf(r.id)}>{title}</AppLink> : title;
      },
    },
    ...(withCreator
      ? [
          {
            id: 'creator',
            header: 'Creator',
            cell: (r: PostRow) => (r.creatorHref ? <AppLink href={r.creatorHref}>{r.creatorName}</AppLink> : r.creatorName),
          },
        ]
      : []),
    { id: 'platform', header: 'Platform', cell: (r) => PLATFORM_LABELS[r.provider] ?? r.provider },
    { id: 'date', header: 'Date', cell: (r) => formatDateTime(r.createdAt), sortValue: (r) => r.createdAt },
    kind === 'Streams' || kind === 'VODs'
      ? { id: 'ccv', header: 'Avg CCV', cell: (r) => formatAverage(r.averageCcv), sortValue: (r) => r.averageCcv, align: 'end' }
      : { id: 'views', header: 'Views', cell: (r) => formatCount(r.views), sortValue: (r) => r.views, align: 'end' },
    { id: 'duration', header: 'Duration', cell: (r) => duration(r.durationSeconds), sortValue: (r) => r.durationSeconds, align: 'end' },
    { id: 'hours', header: 'Hours watched', cell: (r) => formatDecimal(r.hoursWatched), sortValue: (r) => r.hoursWatched, align: 'end' },
    ...(shortlist
      ? [
          {
            id: 'shortlist',
            header: 'Shortlist',
            cell: (r: PostRow) => (
              <ShortlistButton
                shortlisted={r.shortlisted ?? false}
                title={r.title}
                busy={shortlist.busyId === r.id}
                onToggle={() => shortlist.onToggle(r)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={caption ?? kind}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      pageSize={25}
      loading={loading}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      empty={<EmptyState title={emptyTitle ?? `No ${kind.toLowerCase()} yet`} />}
    />
  );
}
