import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useRef, useState } from 'react';
import { toFormServerError } from '../forms/to-form-server-error.ts';

/**
 * A list's row action (delete, remove, resend): the row is busy while it runs, then a success toast
 * and a refetch so the list shows the server's state; a failure's message is kept for the page's alert.
 * A second run for a row still under way is dropped (a double click sends once, even before the
 * busy button re-renders as disabled).
 */
export function useRowAction(refresh: () => Promise<unknown>) {
  const toasts = useToasts();
  const [busyIds, setBusyIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(new Set<string>());
  const run = async (id: string, action: () => Promise<unknown>, success: string) => {
    if (running.current.has(id)) return;
    running.current.add(id);
    setBusyIds((ids) => [...ids, id]);
    setError(null);
    try {
      await action();
      toasts.add({ type: 'success', content: success });
      await refresh();
    } catch (failure) {
      setError(toFormServerError(failure).message);
    } finally {
      running.current.delete(id);
      setBusyIds((ids) => ids.filter((busyId) => busyId !== id));
    }
  };
  return { busyIds, error, run };
}
