import { EmptyState } from '../empty-state/EmptyState.tsx';
import { ReceivedInvitationCard, type ReceivedInvitationSummary } from './ReceivedInvitationCard.tsx';
import './ReceivedInvitation.css';

export interface ReceivedInvitationListProps<T extends ReceivedInvitationSummary = ReceivedInvitationSummary> {
  /** The creator's open invitations, newest first. */
  invitations: readonly T[];
  /** The page of an invitation's activation, when it has one. */
  activationHref(invitation: T): string | null;
  /** Called with the invitation as it was given. */
  onAccept(invitation: T): void;
  onReject(invitation: T): void;
  /** The answer on its way, if any. */
  busy?: { invitationId: string; response: 'accept' | 'reject' } | null;
  /** Why the last answer to one invitation failed. */
  error?: { invitationId: string; message: string } | null;
}

/** The Offers tab of Deals (spec 2): invitations waiting for the creator's answer. */
export function ReceivedInvitationList<T extends ReceivedInvitationSummary>({
  invitations,
  activationHref,
  onAccept,
  onReject,
  busy,
  error,
}: ReceivedInvitationListProps<T>) {
  if (invitations.length === 0)
    return (
      <EmptyState title="No open invitations" headingLevel={3}>
        <p>When a company invites you to a Key campaign, it shows here and in your email.</p>
      </EmptyState>
    );
  return (
    <ul className="received-invitations" aria-label="Open invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <ReceivedInvitationCard
            invitation={invitation}
            activationHref={activationHref(invitation)}
            onAccept={() => onAccept(invitation)}
            onReject={() => onReject(invitation)}
            busy={busy?.invitationId === invitation.id ? busy.response : null}
            error={error?.invitationId === invitation.id ? error.message : null}
          />
        </li>
      ))}
    </ul>
  );
}
