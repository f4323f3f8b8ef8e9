import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useMyInvitationTo } from '../hooks/use-received-invitations.ts';
import { AnswerableInvitation } from './AnswerableInvitation.tsx';

/**
 * /campaigns/quests/{id}/invited: what an invited creator opens for a hidden Quest (spec 6), their
 * invitation to it with Accept and Reject. A creator who was not invited is told so, not shown the Quest.
 */
export function QuestInvitedPage() {
  const { id = '' } = useParams();
  const invitation = useMyInvitationTo('QUEST', id);
  if (invitation.error && toFormServerError(invitation.error).code === 'INVITATIONS.NOT_FOUND') {
    return (
      <>
        <h1>Your invitation</h1>
        <EmptyState title="You have not been invited to this Quest">
          Only the creators its company invites can open it. <RouterLink href="/campaigns/quests/browse">Browse open Quests</RouterLink>
        </EmptyState>
      </>
    );
  }
  if (!invitation.data) return <PageStatus error={invitation.error} />;
  return (
    <>
      <h1>Your invitation</h1>
      <AnswerableInvitation invitation={invitation.data} onAnswered={(answered) => invitation.mutate(answered, { revalidate: false })} />
      <p>
        <RouterLink href="/deals/offers">All your open invitations</RouterLink>
      </p>
    </>
  );
}
