import { ReceivedInvitationList } from '@lurkit/ui/received-invitation/ReceivedInvitationList.tsx';
import type { ReceivedInvitation } from '../operations/received-invitations.operations.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { activationHref, type ActivationType } from '../activation-href.ts';
import { useAnswerInvitation } from '../hooks/use-answer-invitation.ts';
import { useMyInvitations } from '../hooks/use-received-invitations.ts';

/**
 * The Offers tab of Deals (spec 2): invitations of the given activation types waiting for an answer,
 * so each sits under its own type (a Quest invitation under Quests); an answered one leaves the list.
 */
export function InvitationOffers({ types }: { types: readonly ActivationType[] }) {
  const invitations = useMyInvitations();
  const { answer, busy, error } = useAnswerInvitation((answered) =>
    // An answered invitation is no longer open.
    invitations.mutate((list) => list?.filter((i) => i.id !== answered.id), { revalidate: false }),
  );
  if (!invitations.data) return <PageStatus error={invitations.error} />;
  return (
    <>
      <h3>Invitations waiting for your answer</h3>
      <ReceivedInvitationList<ReceivedInvitation>
        invitations={invitations.data.filter((i) => types.includes(i.activationType))}
        activationHref={activationHref}
        busy={busy}
        error={error}
        onAccept={(invitation) => answer(invitation, 'accept')}
        onReject={(invitation) => answer(invitation, 'reject')}
      />
    </>
  );
}
