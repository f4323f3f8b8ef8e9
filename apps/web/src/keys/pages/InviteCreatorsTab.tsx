import { InvitationsSentTable, type SentInvitation } from '@lurkit/ui/invite-creators/InvitationsSentTable.tsx';
import { InviteCreatorsForm, type InviteResult } from '@lurkit/ui/invite-creators/InviteCreatorsForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import useSWR from 'swr';
import { request } from '../../api/gql-client.ts';
import { useServerAction } from '../../forms/use-server-action.ts';
import {
  CreatorInvitationsQuery,
  InviteCreatorsMutation,
  ResendCreatorInvitationMutation,
} from '../../invitations/operations/creator-invitations.operations.ts';
import { toFormServerError } from '../../forms/to-form-server-error.ts';
import { InviteCreatorListSection } from '../../creator-lists/pages/InviteCreatorListSection.tsx';
import { RouterLink } from '../../app/RouterLink.tsx';

/** The campaign's Invite creators tab: by email (one per line) or user id, and the invitations sent with their status. */
export function InviteCreatorsTab({ campaignId, preLaunch }: { campaignId: string; preLaunch: boolean }) {
  const sent = useSWR(['gql:CreatorInvitations', campaignId], () =>
    request(CreatorInvitationsQuery, { activationType: 'KEY', activationId: campaignId }).then((d) => d.creatorInvitations),
  );
  const toasts = useToasts();
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
  const invite = useServerAction((input: Parameters<typeof inviteCreators>[0]) => inviteCreators(input));
  return (
    <section aria-label="Invite creators">
      {preLaunch ? (
        <p>Invitations open once the pre-launch campaign is converted to a Key campaign.</p>
      ) : (
        <>
          <p>
            <RouterLink href={`/campaigns/${campaignId}/invite-creators/matchmaking/new`}>Find creators with matchmaking</RouterLink>
          </p>
          <InviteCreatorListSection campaignId={campaignId} onInvited={() => sent.mutate()} />
          <InviteCreatorsForm
            activationType="KEY"
            activationId={campaignId}
            submitting={invite.submitting}
            serverError={invite.serverError}
            result={result}
            onSubmit={async (values) => {
              const outcome = await invite.run(
                values.inviteType === 'EMAIL'
                  ? { activationType: 'KEY', activationId: campaignId, inviteType: 'EMAIL', emails: values.emails }
                  : { activationType: 'KEY', activationId: campaignId, inviteType: 'USERID', userIds: values.userIds },
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
      />
    </section>
  );
}

const inviteCreators = (input: {
  activationType: 'KEY';
  activationId: string;
  inviteType: 'EMAIL' | 'USERID';
  emails?: string;
  userIds?: string[];
}) => request(InviteCreatorsMutation, { input });
