import { ACTIVATION_LABELS, ReceivedInvitationCard } from '@lurkit/ui/received-invitation/ReceivedInvitationCard.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../app/PageStatus.tsx';
import { RouterLink } from '../../app/RouterLink.tsx';
import { useAnswerInvitation } from '../hooks/use-answer-invitation.ts';
import { useMyInvitation } from '../hooks/use-received-invitations.ts';
import { activationHref } from '../activation-href.ts';

/**
 * /invitations/{id}, where the invitation mail links: the activation, the company, and Accept or Reject;
 * answered and expired invitations say so. Signed-out visitors log in first and come back (RequireSession).
 */
export function InvitationPage() {
  const { id = '' } = useParams();
  const invitation = useMyInvitation(id);
  const { answer, busy, error } = useAnswerInvitation((answered) => invitation.mutate(answered, { revalidate: false }));
  if (!invitation.data) return <PageStatus error={invitation.error} />;
  const data = invitation.data;
  const href = activationHref(data);
  return (
    <>
      <h1>Your invitation</h1>
      <ReceivedInvitationCard
        headingLevel={2}
        invitation={data}
        activationHref={href}
        busy={busy?.invitationId === data.id ? busy.response : null}
        error={error?.invitationId === data.id ? error.message : null}
        onAccept={() => answer(data, 'accept')}
        onReject={() => answer(data, 'reject')}
      />
      {data.status === 'ACCEPTED' && href && (
        <p>
          <RouterLink href={href}>Open the {ACTIVATION_LABELS[data.activationType]}</RouterLink>
        </p>
      )}
      <p>
        <RouterLink href="/deals/offers">All your open invitations</RouterLink>
      </p>
    </>
  );
}
