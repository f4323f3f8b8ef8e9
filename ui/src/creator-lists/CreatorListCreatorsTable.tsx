import { AuthenticityBadge } from '../insights/AudienceAuthenticity.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatCount, formatDateTime } from '../format/format.ts';
import type { ListedCreatorRow } from './creator-list.types.ts';

export interface CreatorListCreatorsTableProps {
  /** The list's name, for the caption. */
  listName: string;
  /** The creators on the list. */
  rows: readonly ListedCreatorRow[];
  /** Removes the selected creators from the list. */
  onRemove(creatorIds: string[]): void;
  /** Adds the selected creators to a list (another one, say); without it only Remove is offered. */
  onAddToList?(creatorIds: string[]): void;
  /** Shows the loading row. */
  loading?: boolean;
}

const REMOVE = { id: 'remove', label: 'Remove from list', variant: 'danger' as const };
const ADD_TO_LIST = { id: 'addToList', label: 'Add to list', variant: 'secondary' as const };

/** The Creators tab: a list's creators, removed in bulk or added to another list. */
export function CreatorListCreatorsTable({ listName, rows, onRemove, onAddToList, loading }: CreatorListCreatorsTableProps) {
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
    { id: 'followers', header: 'Followers', cell: (r) => formatCount(r.followers), sortValue: (r) => r.followers, align: 'end' },
    {
      id: 'authenticity',
      header: 'Audience authenticity',
      cell: (r) => (r.authenticity ? <AuthenticityBadge {...r.authenticity} creatorName={r.displayName} /> : '—'),
      sortValue: (r) => r.authenticity?.score ?? -1,
    },
    { id: 'added', header: 'Added', cell: (r) => formatDateTime(r.addedAt), sortValue: (r) => r.addedAt },
  ];
  return (
    <DataTable
      caption={`Creators on ${listName}`}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.displayName}
      bulkActions={onAddToList ? [ADD_TO_LIST, REMOVE] : [REMOVE]}
      onBulkAction={(action, ids) => (action === 'addToList' ? onAddToList?.(ids) : onRemove(ids))}
      loading={loading}
      pageSize={25}
      initialSort={{ id: 'creator' }}
      empty={
        <EmptyState title="Nobody is on this list yet" headingLevel={2}>
          Add creators with “Add to list” on any creator table: a campaign’s participants, insights, matchmaking or your Creator Program.
        </EmptyState>
      }
    />
  );
}
