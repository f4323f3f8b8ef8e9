import { useId, useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { InvitationsTable } from './InvitationsTable.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MemberRow } from './MemberRow.tsx';
import type { CompanyInvitationView, CompanyMemberView } from './types.ts';
import './CompanyMembers.css';

export interface CompanyMembersProps {
  /** Name of the company, for the heading. */
  companyName: string;
  /** Shows the owner's controls: invite, resend, edit titles, remove. */
  viewerIsOwner: boolean;
  /** Everyone in the company, owner included. */
  members: readonly CompanyMemberView[];
  /** Email invitations not accepted yet. */
  invitations: readonly CompanyInvitationView[];
  /** Sends an invitation to the address. */
  onInvite(email: string): void | Promise<void>;
  /** The server's answer to the last invitation; shown beside the email field or below it. */
  inviteError?: FormServerError | null;
  /** True while an invitation is being sent. */
  inviting?: boolean;
  /** Sends an invitation again with a fresh link. */
  onResend(invitationId: string): void;
  /** Removes a member; called only after the owner confirmed. */
  onRemove(userId: string): void;
  /** Saves a member's new title. */
  onUpdateTitle(userId: string, title: string): void;
  /** Member user ids and invitation ids with a request in flight. */
  busyIds?: readonly string[];
  /** The last failed member or invitation action, shown above the lists. */
  actionError?: string | null;
}

export function CompanyMembers(props: CompanyMembersProps) {
  const { companyName, viewerIsOwner, members, invitations, busyIds = [], actionError } = props;
  const membersHeadingId = useId();
  const invitationsHeadingId = useId();
  const [removing, setRemoving] = useState<CompanyMemberView | null>(null);
  const confirmRemove = () => {
    if (removing) props.onRemove(removing.userId);
    setRemoving(null);
  };
  return (
    <div className="company-members">
      {actionError && <Alert tone="error">{actionError}</Alert>}
      <section aria-labelledby={membersHeadingId}>
        <h2 id={membersHeadingId}>Members of {companyName}</h2>
        <table className="company-members__table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Email</th>
              <th scope="col">Title</th>
              <th scope="col">Joined</th>
              {viewerIsOwner && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                viewerIsOwner={viewerIsOwner}
                busy={busyIds.includes(member.userId)}
                onRemove={setRemoving}
                onUpdateTitle={props.onUpdateTitle}
              />
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby={invitationsHeadingId}>
        <h2 id={invitationsHeadingId}>Invitations</h2>
        {viewerIsOwner && <InviteMemberForm onInvite={props.onInvite} inviteError={props.inviteError} inviting={props.inviting} />}
        <InvitationsTable invitations={invitations} viewerIsOwner={viewerIsOwner} busyIds={busyIds} onResend={props.onResend} />
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.displayName ?? ''} from ${companyName}?`}
        confirmLabel="Remove member"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>They lose access to the company's campaigns at once. You can invite them again later.</p>
      </ConfirmDialog>
    </div>
  );
}
