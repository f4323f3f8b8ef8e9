import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { CompanyMembers } from '@lurkit/ui/company-members/CompanyMembers.tsx';
import {
  inviteCompanyMember,
  removeCompanyMember,
  resendCompanyInvitation,
  updateCompanyMemberTitle,
} from '../operations/company-members.operations.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useCompanyMembers } from '../hooks/use-company-members.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useRowAction } from '../../shared/hooks/use-row-action.ts';

/** /company/settings/members: members and pending invitations; owner-only actions per row. */
export function CompanyMembersPage() {
  const members = useCompanyMembers();
  const invite = useServerAction(inviteCompanyMember);
  // Row actions mark their row busy, and refetch the list so it shows the server's state afterwards.
  const row = useRowAction(() => members.mutate());
  const toasts = useToasts();
  const done = (content: string) => toasts.add({ type: 'success', content });

  if (!members.data) return <PageStatus error={members.error} />;
  const { company, viewerIsOwner, invitations } = members.data;

  const handleInvite = async (email: string) => {
    // Inviting an address with an open invitation mails it a new link, and says so.
    const again = invitations.some((i) => i.email === email.trim().toLowerCase());
    const outcome = await invite.run(email);
    if (!outcome.ok) return;
    done(
      again
        ? `A new invitation link was sent to ${outcome.value.email}; the earlier link also works until it expires.`
        : `Invitation sent to ${outcome.value.email}.`,
    );
    await members.mutate();
  };

  const rowAction = row.run;

  return (
    <>
      <h1>Members</h1>
      <CompanyMembers
        companyName={company.name}
        viewerIsOwner={viewerIsOwner}
        members={members.data.members}
        invitations={invitations}
        onInvite={handleInvite}
        inviteError={invite.serverError}
        inviting={invite.submitting}
        onResend={(invitationId: string) =>
          rowAction(invitationId, () => resendCompanyInvitation(invitationId), 'Invitation sent again with a new link.')
        }
        onRemove={(userId: string) => rowAction(userId, () => removeCompanyMember(userId), 'Member removed.')}
        onUpdateTitle={(userId: string, title: string) => rowAction(userId, () => updateCompanyMemberTitle(userId, title), 'Title saved.')}
        busyIds={row.busyIds}
        actionError={row.error}
      />
    </>
  );
}
