import { Button } from '../button/Button.tsx';
import { formatDate, formatDateTime } from '../format/format.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import './ReceivedInvitation.css';

export type InvitationActivationType = 'CREATOR_PROGRAM' | 'KEY' | 'MISSION' | 'QUEST';
export type ReceivedInvitationStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED';

/** An invitation a creator received (spec 3: activation type, invited date, status). */
export interface ReceivedInvitationSummary {
  id: string;
  activationType: InvitationActivationType;
  /** Null once the activation is gone. */
  activationName: string | null;
  companyName: string | null;
  /** ISO instants. */
  invitedAt: string;
  expiresAt?: string | null;
  respondedAt?: string | null;
  status: ReceivedInvitationStatus;
  /** Spec 4: only Quest and Key invitations can be rejected. */
  canReject: boolean;
}

export interface ReceivedInvitationCardProps {
  invitation: ReceivedInvitationSummary;
  /** The activation's own page, linked from its name when given. */
  activationHref?: string | null;
  /** Accepts; the buttons show only while the invitation is pending. */
  onAccept(): void;
  /** Rejects (Quest and Key invitations). */
  onReject(): void;
  /** Which answer is on its way: that button spins, both are disabled. */
  busy?: 'accept' | 'reject' | null;
  /** Why the last answer failed (e.g. the campaign's location is not met). */
  error?: string | null;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
}

export const ACTIVATION_LABELS: Record<InvitationActivationType, string> = {
  KEY: 'Key campaign',
  QUEST: 'Quest',
  MISSION: 'Mission',
  CREATOR_PROGRAM: 'Creator Program',
};

function Outcome({ invitation }: { invitation: ReceivedInvitationSummary }) {
  const when = invitation.respondedAt ? ` on ${formatDate(invitation.respondedAt)}` : '';
  if (invitation.status === 'ACCEPTED') return <p>You accepted this invitation{when}.</p>;
  if (invitation.status === 'REJECTED') return <p>You rejected this invitation{when}.</p>;
  if (invitation.status === 'EXPIRED') return <p>This invitation has expired. Ask the company to send it again.</p>;
  return null;
}

/** One invitation with what it is for, from whom, and Accept or Reject while it is pending. */
export function ReceivedInvitationCard({
  invitation,
  activationHref,
  onAccept,
  onReject,
  busy = null,
  error,
  headingLevel = 3,
}: ReceivedInvitationCardProps) {
  const Heading = `h${headingLevel}` as const;
  const name = invitation.activationName ?? 'An activation that no longer exists';
  const pending = invitation.status === 'PENDING';
  return (
    <article className="received-invitation" aria-label={`Invitation: ${name}`}>
      <p className="received-invitation__eyebrow">
        {ACTIVATION_LABELS[invitation.activationType]}
        {invitation.companyName ? ` from ${invitation.companyName}` : ''}
      </p>
      <Heading className="received-invitation__name">
        {activationHref && invitation.activationName ? <AppLink href={activationHref}>{name}</AppLink> : name}
      </Heading>
      <p className="received-invitation__meta">
        <StatusBadge kind="invite" status={invitation.status} /> Invited{' '}
        <time dateTime={invitation.invitedAt}>{formatDate(invitation.invitedAt)}</time>
        {pending && invitation.expiresAt ? (
          <>
            {' '}
            · answer by <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
          </>
        ) : null}
      </p>
      <Outcome invitation={invitation} />
      {error && (
        <p role="alert" className="received-invitation__error">
          {error}
        </p>
      )}
      {pending && (
        <div className="received-invitation__actions">
          {invitation.canReject && (
            <Button variant="secondary" onClick={onReject} loading={busy === 'reject'} disabled={busy !== null}>
              Reject
            </Button>
          )}
          <Button onClick={onAccept} loading={busy === 'accept'} disabled={busy !== null}>
            Accept
          </Button>
        </div>
      )}
    </article>
  );
}
