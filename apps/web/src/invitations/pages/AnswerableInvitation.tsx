import { ACTIVATION_LABELS, ReceivedInvitationCard } from '@lurkit/ui/received-invitation/ReceivedInvitationCard.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { activationHref } from '../activation-href.ts';
import { useAnswerInvitation } from '../hooks/use-answer-invitation.ts';
import type { ReceivedInvitation } from '../operations/received-invitations.operations.ts';

/** One invitation with Accept and Reject, and once accepted a link to what it was for. */
export function AnswerableInvitation({
  invitation,
  onAnswered,
}: {
  invitation: ReceivedInvitation;
  onAnswered(answered: ReceivedInvitation): Promise<unknown>;
}) {
  const { answer, busy, error } = useAnswerInvitation(onAnswered);
  const href = activationHref(invitation);
  return (
    <>
      <ReceivedInvitationCard
        headingLevel={2}
        invitation={invitation}
        activationHref={href}
        busy={busy?.invitationId === invitation.id ? busy.response : null}
        error={error?.invitationId === invitation.id ? error.message : null}
        onAccept={() => answer(invitation, 'accept')}
        onReject={() => answer(invitation, 'reject')}
      />
      {invitation.status === 'ACCEPTED' && href && (
        <p>
          <RouterLink href={href}>Open the {ACTIVATION_LABELS[invitation.activationType]}</RouterLink>
        </p>
      )}
    </>
  );
}
