import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { oneAtATime } from '@lurkit/ui/forms/single-flight.ts';
import { useState } from 'react';
import { request } from '../../shared/api/gql-client.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { QUEST_BADGE_LABELS, type QuestBadge } from '@lurkit/core/quests/domain/quest-badge.schema.ts';
import { GiveQuestBadgeMutation, ReviewQuestContentMutation } from '../operations/company-quests.operations.ts';
import {
  AcceptQuestOfferMutation,
  ConfirmQuestVideoListedMutation,
  CounterQuestOfferMutation,
  DeclineQuestOfferMutation,
  SubmitQuestContentMutation,
} from '../operations/creator-quests.operations.ts';

/** The quest log's actions for either party: each says so with a toast, or shows the refusal. */
export function useRunActions(runId: string, refresh: () => Promise<unknown>) {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One step of the deal at a time: a double click on Accept, Submit or Approve sends it once.
  const [once] = useState(oneAtATime);
  const act =
    <T>(success: string | ((result: T) => string), failure: string | null, work: () => Promise<T>) =>
    () =>
      once(async () => {
        setBusy(true);
        setError(null);
        try {
          const result = await work();
          toasts.add({ type: 'success', content: typeof success === 'string' ? success : success(result) });
        } catch (caught) {
          const message = toFormServerError(caught).message;
          setError(message);
          toasts.add({ type: 'error', content: failure ?? message });
        } finally {
          setBusy(false);
          await refresh();
        }
      });
  return {
    busy,
    error,
    onAccept: () => void act('Offer accepted.', null, () => request(AcceptQuestOfferMutation, { runId }))(),
    onDecline: () => void act('Offer declined: bidding has ended.', null, () => request(DeclineQuestOfferMutation, { runId }))(),
    onCounter: (terms: { amountCents: number; contentLengthMinutes: number; message: string }) =>
      void act('Counter offer sent.', 'Failed to submit counter offer. Please try again later.', () =>
        request(CounterQuestOfferMutation, { runId, ...terms }),
      )(),
    onSubmitContent: (content: { url: string; message: string }) =>
      void act('Content successfully submitted.', null, () => request(SubmitQuestContentMutation, { runId, ...content }))(),
    onReview: (review: { decision: 'approve' | 'decline'; comment: string }) =>
      void act(
        (result) =>
          review.decision === 'decline'
            ? 'Review sent.'
            : result.reviewQuestContent.status === 'PAYOUT'
              ? 'Content approved: the creator will be paid.'
              : 'Content approved: the creator is paid once it is public.',
        null,
        () => request(ReviewQuestContentMutation, { runId, ...review }),
      )(),
    onConfirmListed: () => void act('The content is public.', null, () => request(ConfirmQuestVideoListedMutation, { runId }))(),
    onGiveBadge: (badge: QuestBadge) =>
      void act(`Badge given: ${QUEST_BADGE_LABELS[badge]}.`, null, () => request(GiveQuestBadgeMutation, { runId, badge }))(),
  };
}
