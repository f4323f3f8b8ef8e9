import { InvitationsSentTable, type SentInvitation } from '@lurkit/ui/invite-creators/InvitationsSentTable.tsx';
import { InviteCreatorsForm, type InviteResult } from '@lurkit/ui/invite-creators/InviteCreatorsForm.tsx';
import { searchCreatorsByName } from '../../accounts/index.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useVipColumn } from '../../creator-lists/index.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { InviteCreatorListSection } from '../../creator-lists/index.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import type { ActivationType } from '../activation-href.ts';
import {
  CreatorInvitationsQuery,
  InviteCreatorsMutation,
  ResendCreatorInvitationMutation,
} from '../operations/creator-invitations.operations.ts';

export interface InviteCreatorsPanelProps {
  /** What the creators are invited to: a Key campaign, Quest, Mission or Creator Program. */
  activationType: ActivationType;
  activationId: string;
  /** Why invitations cannot go out yet (a pre-launch Key campaign); the invitations sent still show. */
  closedReason?: string | null;
  /** The activation's matchmaking wizard, where it has one (Key campaigns and Quests). */
  matchmakingHref?: string;
  /** Where the two live on separate tabs (creator management): only the invite form, or only the invitations sent. */
  show?: 'invite' | 'sent' | 'both';
}

/**
 * Invite creators on any activation's page (spec 3): by email (one per line), user id or one of the
 * company's creator lists, and the invitations sent with their status; expired email invites go again.
 */
export function InviteCreatorsPanel({
  activationType,
  activationId,
  closedReason = null,
  matchmakingHref,
  show = 'both',
}: InviteCreatorsPanelProps) {
  const sent = useSWR(['gql:CreatorInvitations', activationType, activationId], () =>
    request(CreatorInvitationsQuery, { activationType, activationId }).then((d) => d.creatorInvitations),
  );
  const toasts = useToasts();
  const addToList = useAddToListModal();
  const [result, setResult] = useState<InviteResult | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const resend = async (invitation: SentInvitation) => {
    setResendingId(invitation.id);
    try {
      await request(ResendCreatorInvitationMutation, { invitationId: invitation.id });
      toasts.add({ type: 'success', content: `Invitation sent again to ${invitation.invitee}.` });
      await sent.mutate();
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setResendingId(null);
    }
  };
  const invite = useServerAction(inviteCreators);
  // VIP access goes with an invitation: a creator short of the requirements can still take part.
  const vipColumn = useVipColumn<SentInvitation>(
    activationType,
    activationId,
    (row) => {
      const invitation = sent.data?.find((i) => i.id === row.id);
      return { rowId: row.id, creatorId: invitation?.creatorId ?? null, creatorName: row.invitee, grant: invitation?.vipAccess ?? null };
    },
    () => sent.mutate(),
  );
  return (
    <section aria-label={show === 'sent' ? 'Invitations sent' : 'Invite creators'}>
      {show === 'sent' ? null : closedReason ? (
        <p>{closedReason}</p>
      ) : (
        <>
          {matchmakingHref && (
            <p>
              <RouterLink href={matchmakingHref}>Find creators with matchmaking</RouterLink>
            </p>
          )}
          <InviteCreatorListSection activationType={activationType} activationId={activationId} onInvited={() => sent.mutate()} />
          <InviteCreatorsForm
            activationType={activationType}
            activationId={activationId}
            submitting={invite.submitting}
            serverError={invite.serverError}
            result={result}
            searchCreators={searchCreatorsByName}
            onSubmit={async (values) => {
              const outcome = await invite.run(
                values.inviteType === 'EMAIL'
                  ? { activationType, activationId, inviteType: 'EMAIL', emails: values.emails }
                  : { activationType, activationId, inviteType: 'USERID', userIds: values.userIds },
              );
              if (!outcome.ok) return;
              const lines = outcome.value.inviteCreators.lines;
              const count = (...kinds: string[]) => lines.filter((l) => kinds.includes(l.outcome)).length;
              setResult({
                sent: outcome.value.inviteCreators.invited,
                alreadyInvited: count('ALREADY_INVITED', 'DUPLICATE_IN_LIST'),
                invalid: count('INVALID_EMAIL', 'CREATOR_NOT_FOUND'),
              });
              toasts.add({ type: 'success', content: `${outcome.value.inviteCreators.invited} invitations sent.` });
              await sent.mutate();
            }}
          />
        </>
      )}
      {show !== 'invite' && (
        <>
          <h2>Invitations sent</h2>
          <InvitationsSentTable
            loading={!sent.data && !sent.error}
            invitations={(sent.data ?? []).map((i) => ({
              id: i.id,
              invitee: i.email ?? i.creatorName ?? i.creatorId ?? '',
              inviteType: i.inviteType,
              invitedAt: i.invitedAt,
              status: i.status,
            }))}
            resendingId={resendingId}
            onResend={(invitation) => void resend(invitation)}
            extraColumns={[vipColumn]}
            onAddToList={(ids) => {
              // Only invitations with a creator account behind them (by user id, or an email invite accepted) can go on a list.
              const creatorIds = [
                ...new Set((sent.data ?? []).filter((i) => ids.includes(i.id)).flatMap((i) => (i.creatorId ? [i.creatorId] : []))),
              ];
              if (creatorIds.length === 0)
                return toasts.add({ type: 'warning', content: 'These invitations have no creator account yet to add to a list.' });
              addToList(creatorIds);
            }}
          />
        </>
      )}
    </section>
  );
}

const inviteCreators = (input: {
  activationType: ActivationType;
  activationId: string;
  inviteType: 'EMAIL' | 'USERID';
  emails?: string;
  userIds?: string[];
}) => request(InviteCreatorsMutation, { input });
