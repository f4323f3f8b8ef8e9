import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { DisputeQueue } from '@lurkit/ui/quest-dispute/DisputeQueue.tsx';
import { DISPUTE_DECISION_LABELS } from '@lurkit/ui/quest-dispute/QuestDisputePanel.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import useSWR from 'swr';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { decideQuestDispute, fetchOpenQuestDisputes } from '../operations/quest-disputes.operations.ts';

/** /staff/disputes: staff decide disputed Quest deals, the longest waiting first (escrow safeguard). */
export function StaffDisputesPage() {
  const disputes = useSWR('gql:OpenQuestDisputes', fetchOpenQuestDisputes);
  const toasts = useToasts();
  const [deciding, setDeciding] = useState<string | null>(null);
  const [error, setError] = useState<{ runId: string; error: FormServerError } | null>(null);
  return (
    <>
      <h1>Disputes</h1>
      {!disputes.data ? (
        <PageStatus error={disputes.error} />
      ) : (
        <DisputeQueue
          deals={disputes.data.flatMap(({ dispute, ...run }) =>
            dispute
              ? [
                  {
                    id: run.id,
                    questName: run.questName,
                    creatorName: run.creator?.displayName ?? 'A deleted account',
                    amountCents: run.agreedAmount?.cents ?? null,
                    openedBy: dispute.openedBy,
                    reason: dispute.reason,
                    openedAt: dispute.openedAt,
                    contentUrls: run.submissions.map((s) => s.url),
                  },
                ]
              : [],
          )}
          deciding={deciding}
          serverError={error}
          onDecide={async (runId, decision, note, refundCents) => {
            setDeciding(runId);
            setError(null);
            try {
              await decideQuestDispute(runId, decision, note, refundCents);
              toasts.add({ type: 'success', content: `Decided: ${DISPUTE_DECISION_LABELS[decision]}.` });
              await disputes.mutate();
            } catch (failure) {
              setError({ runId, error: toFormServerError(failure) });
            } finally {
              setDeciding(null);
            }
          }}
        />
      )}
    </>
  );
}
