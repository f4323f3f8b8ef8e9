import { InviteListForm } from '@lurkit/ui/creator-lists/InviteListForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useCreatorLists } from '../hooks/use-creator-lists.ts';
import { inviteCreatorList, type InvitedActivationType } from '../operations/creator-lists.operations.ts';

/** On an activation's Invite creators tab: invite every creator on one of the company's lists. */
export function InviteCreatorListSection({
  activationType,
  activationId,
  onInvited,
}: {
  activationType: InvitedActivationType;
  activationId: string;
  onInvited(): Promise<unknown>;
}) {
  const lists = useCreatorLists();
  const invite = useServerAction(inviteCreatorList);
  const toasts = useToasts();
  const [result, setResult] = useState<{ sent: number; alreadyInvited: number } | null>(null);
  return (
    <InviteListForm
      lists={lists.data ?? []}
      submitting={invite.submitting}
      serverError={invite.serverError}
      result={result}
      onSubmit={async (listId) => {
        const outcome = await invite.run(listId, activationType, activationId);
        if (!outcome.ok) return;
        const { invited, lines } = outcome.value;
        setResult({ sent: invited, alreadyInvited: lines.filter((l) => l.outcome === 'ALREADY_INVITED').length });
        toasts.add({ type: 'success', content: `${invited} invitations sent.` });
        await onInvited();
      }}
    />
  );
}
