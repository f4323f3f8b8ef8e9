import { AGREEMENT_MODAL_TITLE } from '@lurkit/ui/agreement-modal/AgreementModal.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useModals } from '@lurkit/ui/modal/ModalProvider.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { createElement, useState } from 'react';
import { request } from '../../shared/api/gql-client.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { AgreementStep } from '../../keys/index.ts';
import { KeyCampaignForCreatorQuery } from '../../keys/index.ts';
import { respondToInvitation, type ReceivedInvitation } from '../operations/received-invitations.operations.ts';

type Response = 'accept' | 'reject';

/**
 * Accept or Reject for an invitation, wherever it shows. Accepting a Key campaign invitation first asks
 * for its special instructions and embargo in the agreement modal when it has any (spec 5).
 */
export function useAnswerInvitation(onAnswered: (answered: ReceivedInvitation) => Promise<unknown>) {
  const modals = useModals();
  const toasts = useToasts();
  const [busy, setBusy] = useState<{ invitationId: string; response: Response } | null>(null);
  const [error, setError] = useState<{ invitationId: string; message: string } | null>(null);

  const send = async (invitation: ReceivedInvitation, response: Response, agreementAccepted: boolean): Promise<FormServerError | null> => {
    setBusy({ invitationId: invitation.id, response });
    setError(null);
    try {
      const answered = await respondToInvitation(invitation.id, response === 'accept' ? 'ACCEPT' : 'REJECT', agreementAccepted);
      toasts.add({
        type: 'success',
        content:
          response === 'reject'
            ? 'Invitation rejected. The company has been told.'
            : invitation.activationType === 'MISSION'
              ? // Accepting a Mission invitation makes the creator a program member and joins the mission.
                `Invitation accepted: you joined ${invitation.activationName ?? 'the mission'} as a member of its Creator Program.`
              : `Invitation accepted: ${invitation.activationName ?? 'it'} is in your Deals.`,
      });
      await onAnswered(answered.respondToCreatorInvitation);
      return null;
    } catch (failure) {
      const formError = toFormServerError(failure);
      setError({ invitationId: invitation.id, message: formError.message });
      return formError;
    } finally {
      setBusy(null);
    }
  };

  const answer = async (invitation: ReceivedInvitation, response: Response) => {
    if (response === 'accept' && invitation.activationType === 'KEY') {
      setBusy({ invitationId: invitation.id, response });
      const view = await request(KeyCampaignForCreatorQuery, { id: invitation.activationId }).catch(() => null);
      setBusy(null);
      if (view?.keyCampaign.needsAgreement) {
        const { campaign } = view.keyCampaign;
        modals.open({
          id: 'invitation-agreement',
          title: AGREEMENT_MODAL_TITLE,
          content: (close) =>
            createElement(AgreementStep, {
              specialInstructions: campaign.specialInstructions,
              embargo: campaign.embargo,
              onCancel: close,
              onAccept: async () => {
                const failure = await send(invitation, 'accept', true);
                if (!failure) close();
                return failure;
              },
            }),
        });
        return;
      }
    }
    await send(invitation, response, false);
  };

  return { answer: (invitation: ReceivedInvitation, response: Response) => void answer(invitation, response), busy, error };
}
