import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { openQuestDispute } from '../operations/quest-disputes.operations.ts';

/** Opening a dispute from the quest log: a toast on success, the refusal at its field otherwise. */
export function useOpenDispute(runId: string, refresh: () => Promise<unknown>) {
  const toasts = useToasts();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FormServerError | null>(null);
  return {
    submitting,
    error,
    open: async (reason: string) => {
      setSubmitting(true);
      setError(null);
      try {
        await openQuestDispute(runId, reason);
        toasts.add({ type: 'success', content: 'Dispute opened: staff will decide, payout is on hold until then.' });
        await refresh();
      } catch (caught) {
        setError(toFormServerError(caught));
      } finally {
        setSubmitting(false);
      }
    },
  };
}
