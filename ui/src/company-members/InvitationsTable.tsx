import { Button } from '../button/Button.tsx';
import { formatDateTime } from '../format/format.ts';
import type { CompanyInvitationView } from './types.ts';

const STATUS_LABELS = { PENDING: 'Pending', EXPIRED: 'Expired', REJECTED: 'Rejected' } as const;

export interface InvitationsTableProps {
  /** Invitations not accepted: pending, expired or rejected. */
  invitations: readonly CompanyInvitationView[];
  /** Shows the Resend buttons. */
  viewerIsOwner: boolean;
  /** Ids of invitations with a request in flight. */
  busyIds: readonly string[];
  /** Sends the invitation again with a fresh link. */
  onResend(invitationId: string): void;
}

export function InvitationsTable({ invitations, viewerIsOwner, busyIds, onResend }: InvitationsTableProps) {
  if (invitations.length === 0) return <p>No open invitations.</p>;
  return (
    <table className="company-members__table">
      <caption className="visually-hidden">Invitations</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">Sent</th>
          <th scope="col">Expires</th>
          {viewerIsOwner && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <th scope="row">{invitation.email}</th>
            <td>
              <span className={`company-members__status company-members__status--${invitation.status.toLowerCase()}`}>
                {STATUS_LABELS[invitation.status]}
              </span>
            </td>
            <td>{formatDateTime(invitation.createdAt)}</td>
            <td>{formatDateTime(invitation.expiresAt)}</td>
            {viewerIsOwner && (
              <td>
                <div className="company-members__actions">
                  <Button variant="secondary" loading={busyIds.includes(invitation.id)} onClick={() => onResend(invitation.id)}>
                    {invitation.status === 'REJECTED' ? (
                      <>
                        Invite again<span className="visually-hidden"> {invitation.email}</span>
                      </>
                    ) : (
                      <>
                        Resend<span className="visually-hidden"> invitation to {invitation.email}</span>
                      </>
                    )}
                  </Button>
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
