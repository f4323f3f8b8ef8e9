import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatStockholmDateTime } from '../key-campaign-shared/key-dates.ts';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';

/** One creator invitation (spec 3). */
export interface SentInvitation {
  id: string;
  /** The email address, or the creator's name for a user-id invite. */
  invitee: string;
  inviteType: 'EMAIL' | 'USERID';
  /** UTC ISO instant. */
  invitedAt: string;
  status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
}

export interface InvitationsSentTableProps {
  /** The activation's invitations. */
  invitations: readonly SentInvitation[];
  /** Shows the loading row. */
  loading?: boolean;
}

const COLUMNS: readonly DataColumn<SentInvitation>[] = [
  { id: 'invitee', header: 'Email or user', cell: (i) => i.invitee, sortValue: (i) => i.invitee },
  { id: 'type', header: 'Invited by', cell: (i) => (i.inviteType === 'EMAIL' ? 'Email' : 'User id') },
  { id: 'invitedAt', header: 'Invited', cell: (i) => formatStockholmDateTime(i.invitedAt), sortValue: (i) => i.invitedAt },
  { id: 'status', header: 'Status', cell: (i) => <StatusBadge kind="invite" status={i.status} />, sortValue: (i) => i.status },
];

/** Invitations sent (spec 2): who, how, when (Stockholm time) and their answer. */
export function InvitationsSentTable({ invitations, loading }: InvitationsSentTableProps) {
  return (
    <div className="invitations-sent">
      <DataTable
        caption="Invitations sent"
        columns={COLUMNS}
        rows={invitations}
        getRowId={(i) => i.id}
        loading={loading}
        pageSize={25}
        initialSort={{ id: 'invitedAt', desc: true }}
        empty={<EmptyState title="No invitations sent yet" headingLevel={3} />}
      />
    </div>
  );
}
