import { Alert } from '../alert/Alert.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';
import { REVIEWABLE, type KeyParticipantRow, type ParticipantTab } from '../key-participants/key-participant.types.ts';
import { channelsText, ContentCell, CreatorCell, KeyCell } from '../key-participants/participant-cells.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { waitedText } from './waited.ts';

/** A creator on one of the company's Key campaigns, with that campaign. */
export interface CompanyKeyParticipantRow extends KeyParticipantRow {
  campaign: { id: string; name: string };
  /** The creator's user id (lists and notes are about the creator, not the participation). */
  creatorId: string;
}

export interface CreatorManagementKeysTableProps {
  /** Pending, active or ended (the URL's tab). */
  tab: ParticipantTab;
  /** The rows loaded so far. */
  rows: readonly CompanyKeyParticipantRow[];
  /** The current time: pending requests show how long they have waited. */
  now: Date;
  /** Accepts or declines the selected requests (pending tab). */
  onReview(rows: CompanyKeyParticipantRow[], decision: 'accept' | 'decline'): void;
  /** Adds the selected rows' creators to a creator list. */
  onAddToList(creatorIds: string[]): void;
  /** Href of a creator's notes. */
  notesHref(creatorId: string): string;
  /** The server holds more rows. */
  hasMore?: boolean;
  /** Loads the next rows. */
  onLoadMore?(): void;
  /** True while the first rows load. */
  loading?: boolean;
  /** True while more rows load. */
  loadingMore?: boolean;
  /** Why the last action failed. */
  error?: string | null;
}

const EMPTY: Record<ParticipantTab, string> = {
  pending: 'No key requests wait for review.',
  active: 'No creators hold or wait for a key right now.',
  ended: 'No creator has finished or been declined yet.',
};

/** Creator management, Keys: every Key campaign's creators of one tab, with bulk review and Add to list. */
export function CreatorManagementKeysTable(props: CreatorManagementKeysTableProps) {
  const { tab, rows, now, onReview, onAddToList, notesHref, error } = props;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const columns: DataColumn<CompanyKeyParticipantRow>[] = [
    {
      id: 'creator',
      header: 'Creator',
      cell: (r) => (
        <>
          <CreatorCell creator={r.creator} /> <AppLink href={notesHref(r.creatorId)}>Notes</AppLink>
        </>
      ),
      sortValue: (r) => r.creator.displayName,
    },
    {
      id: 'campaign',
      header: 'Key campaign',
      cell: (r) => <AppLink href={`/campaigns/${r.campaign.id}/participants/${tab}`}>{r.campaign.name}</AppLink>,
      sortValue: (r) => r.campaign.name,
    },
    { id: 'channels', header: 'Channels', cell: channelsText },
    { id: 'state', header: 'State', cell: (r) => <StatusBadge kind="participation" status={r.state} /> },
    { id: 'applied', header: 'Requested', cell: (r) => formatDateTime(r.appliedAt), sortValue: (r) => r.appliedAt },
    ...(tab === 'pending'
      ? [
          {
            id: 'waited',
            header: 'Waiting',
            cell: (r: CompanyKeyParticipantRow) => waitedText(r.appliedAt, now),
            sortValue: (r: CompanyKeyParticipantRow) => -Date.parse(r.appliedAt),
          },
        ]
      : [
          { id: 'key', header: 'Key', cell: (r: CompanyKeyParticipantRow) => <KeyCell {...r} now={now} /> },
          { id: 'content', header: 'Content', cell: (r: CompanyKeyParticipantRow) => <ContentCell {...r} /> },
        ]),
  ];
  const bulk = [
    ...(tab === 'pending'
      ? [
          { id: 'accept', label: 'Accept selected', variant: 'primary' as const },
          { id: 'decline', label: 'Decline selected', variant: 'danger' as const },
        ]
      : []),
    { id: 'addToList', label: 'Add to list', variant: 'secondary' as const },
  ];
  return (
    <div className="form">
      {error && <Alert tone="error">{error}</Alert>}
      <DataTable
        caption={`Keys: ${tab} creators`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.creator.displayName} on ${r.campaign.name}`}
        bulkActions={bulk}
        onBulkAction={(action, ids) => {
          const picked = ids.flatMap((id) => byId.get(id) ?? []);
          if (action === 'addToList') onAddToList([...new Set(picked.map((r) => r.creatorId))]);
          else
            onReview(
              picked.filter((r) => REVIEWABLE.includes(r.state)),
              action === 'accept' ? 'accept' : 'decline',
            );
        }}
        loading={props.loading}
        hasMore={props.hasMore}
        onLoadMore={props.onLoadMore}
        loadingMore={props.loadingMore}
        pageSize={25}
        initialSort={{ id: 'applied' }}
        empty={<EmptyState title={EMPTY[tab]} headingLevel={2} />}
      />
    </div>
  );
}
