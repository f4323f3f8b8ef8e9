import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useMyInvitation } from '../hooks/use-received-invitations.ts';
import { AnswerableInvitation } from './AnswerableInvitation.tsx';

/**
 * /invitations/{id}, where the invitation mail links: the activation, the company, and Accept or Reject;
 * answered and expired invitations say so. Signed-out visitors log in first and come back (RequireSession).
 */
export function InvitationPage() {
  const { id = '' } = useParams();
  const invitation = useMyInvitation(id);
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
