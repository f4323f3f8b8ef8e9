import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { toFormServerError } from '../forms/to-form-server-error.ts';

export interface PublishActions {
  publish(): Promise<{ heldForReview: boolean }>;
  unpublish(): Promise<unknown>;
  reload(): Promise<unknown>;
  /** What each outcome tells the company, in the kind's words. */
  messages: { heldForReview: string; unpublished: string };
}

/** Publish and Unpublish for any activation kind: one at a time, the outcome as a toast, then a reload. */
export function usePublishActions({ publish, unpublish, reload, messages }: PublishActions) {
  const toasts = useToasts();
  const [busy, setBusy] = useState<'publish' | 'unpublish' | null>(null);
  const run = async (action: 'publish' | 'unpublish') => {
    setBusy(action);
    try {
      if (action === 'publish') {
        const outcome = await publish();
        toasts.add({ type: 'success', content: outcome.heldForReview ? messages.heldForReview : 'Published.' });
      } else {
        await unpublish();
        toasts.add({ type: 'success', content: messages.unpublished });
      }
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setBusy(null);
      await reload();
    }
  };
  return { busy, run };
}
