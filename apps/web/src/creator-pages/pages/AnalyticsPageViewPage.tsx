import { AnalyticsFigures } from '@lurkit/ui/creator-pages/AnalyticsFigures.tsx';
import { AnalyticsPageForm } from '@lurkit/ui/creator-pages/AnalyticsPageForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import useSWR from 'swr';
import { useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useMyAnalyticsPages } from '../hooks/use-analytics-pages.ts';
import { AnalyticsPageQuery, updateAnalyticsPage } from '../operations/analytics-pages.operations.ts';

/**
 * /user/analytics-pages/{id}: the page's figures over its period, and its settings to edit. The
 * list gives the page's period first, so the figures come in one request with the page.
 */
export function AnalyticsPageViewPage() {
  const id = useParams().id ?? '';
  const list = useMyAnalyticsPages();
  const listed = list.data?.find((p) => p.id === id);
  const shown = useSWR(listed ? ['gql:AnalyticsPage', id, listed.period] : null, () =>
    request(AnalyticsPageQuery, { id, period: listed!.period }),
  );
  const update = useServerAction(updateAnalyticsPage);
  const toasts = useToasts();
  // Another creator's page is not in the list: it answers like a missing one.
  if (list.data && !listed) return <NotFoundPage />;
  if (!listed || !shown.data) return <PageStatus error={list.error ?? shown.error} />;
  const page = shown.data.myAnalyticsPage;
  const figures = shown.data.myInsights?.figures ?? null;
  return (
    <div className="creator-pages">
      <p>
        <RouterLink href="/user/analytics-pages">All analytics pages</RouterLink>
      </p>
      <h1>{page.name}</h1>
      <AnalyticsFigures period={page.period} figures={page.figures} values={figures} />
      <section aria-labelledby="analytics-page-settings">
        <h2 id="analytics-page-settings">Page settings</h2>
        <AnalyticsPageForm
          key={page.updatedAt}
          submitLabel="Save page"
          defaultValues={page}
          serverError={update.serverError}
          submitting={update.submitting}
          onSubmit={async (values) => {
            const outcome = await update.run(page.id, values);
            if (!outcome.ok) return;
            toasts.add({ type: 'success', content: 'Analytics page saved.' });
            await Promise.all([list.mutate(), shown.mutate()]);
          }}
        />
      </section>
    </div>
  );
}
