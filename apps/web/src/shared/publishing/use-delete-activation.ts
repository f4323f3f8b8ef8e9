import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { toFormServerError } from '../forms/to-form-server-error.ts';

export interface DeleteActivationAction {
  /** The kind's delete mutation; it answers whether the activation was archived instead. */
  remove(): Promise<{ archived: boolean }>;
  /** Where the company goes once it is gone: the kind's list. */
  leave(): void;
}

/** Delete for any activation kind: once at a time, the outcome as a toast, then back to the list. */
export function useDeleteActivation({ remove, leave }: DeleteActivationAction) {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { archived } = await remove();
      toasts.add({ type: 'success', content: archived ? 'Archived: kept for results and reports, gone from your lists.' : 'Deleted.' });
      leave();
    } catch (error) {
      // Spec 8 "delete failed": the message says which rule keeps it.
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
