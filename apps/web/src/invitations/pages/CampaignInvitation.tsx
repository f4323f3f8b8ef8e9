import { ReceivedInvitationCard } from '@lurkit/ui/received-invitation/ReceivedInvitationCard.tsx';
import { useAnswerInvitation } from '../hooks/use-answer-invitation.ts';
import { useMyInvitations } from '../hooks/use-received-invitations.ts';

/**
 * On a Key campaign's page, the creator's open invitation to it, if any, so they answer it there
 * instead of requesting a key the company already offered. Nothing shows without one.
 */
export function CampaignInvitation({ campaignId, onAnswered }: { campaignId: string; onAnswered(): Promise<unknown> }) {
  const invitations = useMyInvitations();
  const { answer, busy, error } = useAnswerInvitation(async (answered) => {
    await invitations.mutate((list) => list?.filter((i) => i.id !== answered.id), { revalidate: false });
    await onAnswered();
  });
  const invitation = invitations.data?.find((i) => i.activationType === 'KEY' && i.activationId === campaignId);
  if (!invitation) return null;
  return (
    <section aria-label="Your invitation">
      <ReceivedInvitationCard
        headingLevel={2}
        invitation={invitation}
        busy={busy?.invitationId === invitation.id ? busy.response : null}
        error={error?.invitationId === invitation.id ? error.message : null}
        onAccept={() => answer(invitation, 'accept')}
        onReject={() => answer(invitation, 'reject')}
      />
    </section>
  );
}
