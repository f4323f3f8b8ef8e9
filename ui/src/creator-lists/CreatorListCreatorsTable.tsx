import { AuthenticityBadge } from '../insights/AudienceAuthenticity.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatStockholmDateTime } from '../key-campaign-shared/key-dates.ts';
import type { ListedCreatorRow } from './creator-list.types.ts';

export interface CreatorListCreatorsTableProps {
  /** The list's name, for the caption. */
  listName: string;
  /** The creators on the list. */
  rows: readonly ListedCreatorRow[];
  /** Removes the selected creators from the list. */
  onRemove(creatorIds: string[]): void;
  /** Shows the loading row. */
  loading?: boolean;
}

const BULK = [{ id: 'remove', label: 'Remove from list', variant: 'danger' as const }];

/** The Creators tab: a list's creators, removed in bulk. */
export function CreatorListCreatorsTable({ listName, rows, onRemove, loading }: CreatorListCreatorsTableProps) {
  const columns: DataColumn<ListedCreatorRow>[] = [
    {
      id: 'creator',
      header: 'Creator',
      cell: (r) => (
        <>
          {r.displayName} <span className="creator-lists__muted">@{r.username}</span>
        </>
      ),
      sortValue: (r) => r.displayName.toLowerCase(),
    },
    { id: 'country', header: 'Country', cell: (r) => r.country ?? '—', sortValue: (r) => r.country ?? '' },
    { id: 'followers', header: 'Followers', cell: (r) => r.followers.toLocaleString('en-US'), sortValue: (r) => r.followers, align: 'end' },
    {
      id: 'authenticity',
      header: 'Audience authenticity',
      cell: (r) => (r.authenticity ? <AuthenticityBadge {...r.authenticity} creatorName={r.displayName} /> : '—'),
      sortValue: (r) => r.authenticity?.score ?? -1,
    },
    { id: 'added', header: 'Added', cell: (r) => formatStockholmDateTime(r.addedAt), sortValue: (r) => r.addedAt },
  ];
  return (
    <DataTable
      caption={`Creators on ${listName}`}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.displayName}
      bulkActions={BULK}
      onBulkAction={(_action, ids) => onRemove(ids)}
      loading={loading}
      pageSize={25}
      initialSort={{ id: 'creator' }}
      empty={
        <EmptyState title="Nobody is on this list yet" headingLevel={2}>
          Add creators with “Add to list” in a Key campaign’s participants table.
        </EmptyState>
      }
    />
  );
}
