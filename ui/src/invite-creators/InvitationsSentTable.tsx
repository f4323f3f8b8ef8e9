import { Button } from '../button/Button.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';

/** One creator invitation (spec 3). */
export interface SentInvitation {
  id: string;
  /** The email address, or the creator's name for a user-id invite. */
  invitee: string;
  inviteType: 'EMAIL' | 'USERID';
  /** UTC ISO instant. */
  invitedAt: string;
  /** EXPIRED: an email invite left pending past its expiry (spec 4: pending or expired, resendable). */
  status: 'ACCEPTED' | 'PENDING' | 'REJECTED' | 'EXPIRED';
}

export interface InvitationsSentTableProps {
  /** The activation's invitations. */
  invitations: readonly SentInvitation[];
  /** Shows the loading row. */
  loading?: boolean;
  /** Sends a pending or expired email invite again; without it there is no Send again button. */
  onResend?(invitation: SentInvitation): void;
  /** The invite being sent again: its button spins. */
  resendingId?: string | null;
  /** Columns the page adds before the actions (the VIP access toggle of user id invites). */
  extraColumns?: readonly DataColumn<SentInvitation>[];
  /** Adds the selected invitations' creators to a creator list; also makes rows selectable. */
  onAddToList?(invitationIds: string[]): void;
}

/** Spec 4: email invites that are pending or expired can be resent; answered ones and user id invites cannot. */
export const canResend = (invitation: SentInvitation): boolean =>
  invitation.inviteType === 'EMAIL' && (invitation.status === 'PENDING' || invitation.status === 'EXPIRED');

const COLUMNS: readonly DataColumn<SentInvitation>[] = [
  { id: 'invitee', header: 'Email or user', cell: (i) => i.invitee, sortValue: (i) => i.invitee },
  { id: 'type', header: 'Invited by', cell: (i) => (i.inviteType === 'EMAIL' ? 'Email' : 'User id') },
  { id: 'invitedAt', header: 'Invited', cell: (i) => formatDateTime(i.invitedAt), sortValue: (i) => i.invitedAt },
  { id: 'status', header: 'Status', cell: (i) => <StatusBadge kind="invite" status={i.status} />, sortValue: (i) => i.status },
];

/** Invitations sent (spec 2): who, how, when (Stockholm time) and their answer; email invites can be sent again. */
export function InvitationsSentTable({
  invitations,
  loading,
  onResend,
  resendingId = null,
  extraColumns = [],
  onAddToList,
}: InvitationsSentTableProps) {
  const columns: readonly DataColumn<SentInvitation>[] = onResend
    ? [
        ...COLUMNS,
        ...extraColumns,
        {
          id: 'resend',
          header: 'Actions',
          cell: (i) =>
            canResend(i) ? (
              <Button
                variant="secondary"
                aria-label={`Send again to ${i.invitee}`}
                loading={resendingId === i.id}
                disabled={resendingId !== null}
                onClick={() => onResend(i)}
              >
                Send again
              </Button>
            ) : null,
        },
      ]
    : [...COLUMNS, ...extraColumns];
  return (
    <div className="invitations-sent">
      <DataTable
        caption="Invitations sent"
        columns={columns}
        rows={invitations}
        getRowId={(i) => i.id}
        rowLabel={(i) => i.invitee}
        bulkActions={onAddToList ? [{ id: 'addToList', label: 'Add to list', variant: 'secondary' }] : undefined}
        onBulkAction={(_action, ids) => onAddToList?.(ids)}
        loading={loading}
        pageSize={25}
        initialSort={{ id: 'invitedAt', desc: true }}
        empty={<EmptyState title="No invitations sent yet" headingLevel={3} />}
      />
    </div>
  );
}
