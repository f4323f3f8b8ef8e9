import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import {
  addToShortlist,
  InsightsShortlistQuery,
  removeFromShortlist,
  type InsightsShortlistPage,
  type ShortlistKind,
} from '../operations/shortlists.operations.ts';
import { nextKey, paged } from './use-insights.ts';

export function useShortlist(kind: ShortlistKind) {
  return paged(
    useSWRInfinite<InsightsShortlistPage>(nextKey('gql:InsightsShortlist', kind), ([, , after]: [string, string, string | null]) =>
      request(InsightsShortlistQuery, { kind, first: 25, after }).then((d) => d.insightsShortlist),
    ),
  );
}

/**
 * Adds a post to the shortlist or takes it off, says so in a toast and then refetches what the page
 * shows (`refresh`), so the button reads what the server holds.
 */
export function useShortlistToggle(refresh: () => Promise<unknown>) {
  const toasts = useToasts();
  const [busyId, setBusyId] = useState<string | null>(null);
  const onToggle = async (post: { id: string; title: string; shortlisted?: boolean }) => {
    setBusyId(post.id);
    try {
      if (post.shortlisted) await removeFromShortlist(post.id);
      else await addToShortlist(post.id);
      toasts.add({
        type: 'success',
        content: post.shortlisted ? `Removed “${post.title}” from your shortlist.` : `Added “${post.title}” to your shortlist.`,
      });
      await refresh();
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setBusyId(null);
    }
  };
  return { onToggle, busyId };
}
