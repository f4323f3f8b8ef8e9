import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatMaybeCount, formatRate, formatSpend, type ReportFiguresView } from './report-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';
import './reporting.css';

export interface ReportRow {
  id: string;
  name: string;
  /** A second line under the name, e.g. the activation's kind. */
  detail?: string;
  /** Where the name links to, if anywhere. */
  href?: string;
  figures: ReportFiguresView;
}

export interface ReportTableProps {
  /** Names the table, e.g. "Activations". */
  caption: string;
  /** Heading of the name column, e.g. "Activation". */
  nameHeader: string;
  rows: readonly ReportRow[];
  /** Leaves out the spend and wishlist columns (games: both are per creator, not per game). */
  withoutSpend?: boolean;
  /** Leaves out the creators column (a creator's own row). */
  withoutCreators?: boolean;
  loading?: boolean;
  /** What an empty report says. */
  emptyText?: string;
  /** Rows that are creators: adds the selected ones to a creator list; also makes rows selectable. */
  onAddToList?(ids: string[]): void;
}

/** Activations, creators or games of a report with their figures, most hours watched first. */
export function ReportTable({
  caption,
  nameHeader,
  rows,
  withoutSpend,
  withoutCreators,
  loading,
  emptyText,
  onAddToList,
}: ReportTableProps) {
  const columns: DataColumn<ReportRow>[] = [
    {
      id: 'name',
      header: nameHeader,
      cell: (r) => (
        <>
          {r.href ? <AppLink href={r.href}>{r.name}</AppLink> : r.name}
          {r.detail && <div className="report-table__detail">{r.detail}</div>}
        </>
      ),
      sortValue: (r) => r.name.toLowerCase(),
    },
    ...(withoutCreators
      ? []
      : [
          {
            id: 'creators',
            header: 'Creators',
            cell: (r: ReportRow) => formatCount(r.figures.creators),
            sortValue: (r: ReportRow) => r.figures.creators,
            align: 'end' as const,
          },
        ]),
    {
      id: 'pieces',
      header: 'Content pieces',
      cell: (r) => formatCount(r.figures.contentPieces),
      sortValue: (r) => r.figures.contentPieces,
      align: 'end',
    },
    { id: 'reach', header: 'Reach (views)', cell: (r) => formatCount(r.figures.reach), sortValue: (r) => r.figures.reach, align: 'end' },
    {
      id: 'hours',
      header: 'Hours watched',
      cell: (r) => formatDecimal(r.figures.hoursWatched),
      sortValue: (r) => r.figures.hoursWatched,
      align: 'end',
    },
    ...(withoutSpend
      ? []
      : [
          {
            id: 'spend',
            header: 'Spend',
            cell: (r: ReportRow) => formatSpend(r.figures.costCents),
            sortValue: (r: ReportRow) => r.figures.costCents ?? -1,
            align: 'end' as const,
          },
          {
            id: 'perHour',
            header: 'Cost per hour watched',
            cell: (r: ReportRow) => formatSpend(r.figures.costPerHourWatchedCents),
            sortValue: (r: ReportRow) => r.figures.costPerHourWatchedCents ?? -1,
            align: 'end' as const,
          },
          {
            id: 'wishlists',
            header: 'Wishlists',
            cell: (r: ReportRow) => formatMaybeCount(r.figures.wishlists),
            sortValue: (r: ReportRow) => r.figures.wishlists ?? -1,
            align: 'end' as const,
          },
          {
            id: 'perWishlist',
            header: 'Cost per wishlist',
            cell: (r: ReportRow) => formatSpend(r.figures.costPerWishlistCents),
            sortValue: (r: ReportRow) => r.figures.costPerWishlistCents ?? -1,
            align: 'end' as const,
          },
          {
            id: 'wishlistsPerHour',
            header: 'Wishlists per hour watched',
            cell: (r: ReportRow) => formatRate(r.figures.wishlistsPerHourWatched),
            sortValue: (r: ReportRow) => r.figures.wishlistsPerHourWatched ?? -1,
            align: 'end' as const,
          },
        ]),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.name}
      bulkActions={onAddToList ? [{ id: 'addToList', label: 'Add to list', variant: 'secondary' }] : undefined}
      onBulkAction={(_action, ids) => onAddToList?.(ids)}
      loading={loading}
      initialSort={{ id: 'hours', desc: true }}
      empty={<EmptyState title={emptyText ?? 'Nothing to report in this period.'} />}
    />
  );
}
