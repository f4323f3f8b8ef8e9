import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatCount, formatDate, formatDecimal } from '../format/format.ts';

export interface ReportContentRow {
  id: string;
  type: 'STREAM' | 'VIDEO' | 'SHORTS';
  title: string;
  creatorName: string;
  /** Where the creator's name links to (their insights). */
  creatorHref?: string;
  gameName: string;
  views: number;
  hoursWatched: number;
  /** UTC ISO; shown as a Stockholm date. */
  createdAt: string;
  /** The activations the piece counts for. */
  activationNames: readonly string[];
}

const TYPE_LABELS: Record<ReportContentRow['type'], string> = { STREAM: 'Stream', VIDEO: 'Video', SHORTS: 'Short' };

export interface ReportContentTableProps {
  rows: readonly ReportContentRow[];
  loading?: boolean;
}

/** The streams, videos and shorts a report counts, most hours watched first. */
export function ReportContentTable({ rows, loading }: ReportContentTableProps) {
  const columns: DataColumn<ReportContentRow>[] = [
    { id: 'title', header: 'Content', cell: (r) => `${r.title} (${TYPE_LABELS[r.type]})`, sortValue: (r) => r.title.toLowerCase() },
    {
      id: 'creator',
      header: 'Creator',
      cell: (r) => (r.creatorHref ? <AppLink href={r.creatorHref}>{r.creatorName}</AppLink> : r.creatorName),
      sortValue: (r) => r.creatorName.toLowerCase(),
    },
    { id: 'game', header: 'Game', cell: (r) => r.gameName, sortValue: (r) => r.gameName.toLowerCase() },
    { id: 'activations', header: 'Counts for', cell: (r) => r.activationNames.join(', ') },
    { id: 'created', header: 'Published', cell: (r) => formatDate(r.createdAt), sortValue: (r) => r.createdAt },
    { id: 'views', header: 'Views', cell: (r) => formatCount(r.views), sortValue: (r) => r.views, align: 'end' },
    { id: 'hours', header: 'Hours watched', cell: (r) => formatDecimal(r.hoursWatched), sortValue: (r) => r.hoursWatched, align: 'end' },
  ];
  return (
    <DataTable
      caption="Content pieces"
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      loading={loading}
      initialSort={{ id: 'hours', desc: true }}
      empty={<EmptyState title="No content in this period." />}
    />
  );
}
