import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatDateTime } from '../format/format.ts';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { ACTIVATION_LABELS, OBJECTIVE_LABELS, type MatchmakingListRow } from './matchmaking.types.ts';
import './Matchmaking.css';

export interface MatchmakingListsTableProps {
  lists: readonly MatchmakingListRow[];
  /** Where a list's results are. */
  hrefOf(list: MatchmakingListRow): string;
  /** A link to the wizard, shown when there is no list yet. */
  newAction?: ReactNode;
  loading?: boolean;
}

/** The company's stored matchmaking lists, newest first. */
export function MatchmakingListsTable({ lists, hrefOf, newAction, loading }: MatchmakingListsTableProps) {
  const columns: DataColumn<MatchmakingListRow>[] = [
    {
      id: 'activation',
      header: 'Activation',
      cell: (l) => (
        <AppLink href={hrefOf(l)}>
          {l.brief.activationName ?? 'Unknown activation'}{' '}
          <span className="matchmaking__muted">{ACTIVATION_LABELS[l.brief.activationType]}</span>
        </AppLink>
      ),
    },
    { id: 'game', header: 'Game', cell: (l) => l.brief.gameName ?? '—' },
    { id: 'objective', header: 'Objective', cell: (l) => OBJECTIVE_LABELS[l.brief.objective] },
    { id: 'matches', header: 'Creators', cell: (l) => l.matchCount, sortValue: (l) => l.matchCount, align: 'end' },
    { id: 'selected', header: 'Selected', cell: (l) => l.selectedCount, sortValue: (l) => l.selectedCount, align: 'end' },
    { id: 'created', header: 'Created', cell: (l) => formatDateTime(l.createdAt), sortValue: (l) => l.createdAt },
  ];
  return (
    <DataTable
      caption="Matchmaking lists"
      columns={columns}
      rows={lists}
      getRowId={(l) => l.id}
      loading={loading}
      initialSort={{ id: 'created', desc: true }}
      empty={
        <EmptyState title="No matchmaking lists yet" headingLevel={2} action={newAction}>
          Run matchmaking to get creators suggested for one of your activations.
        </EmptyState>
      }
    />
  );
}
