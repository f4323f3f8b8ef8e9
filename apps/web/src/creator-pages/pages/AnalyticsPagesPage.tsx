import { MAX_ANALYTICS_PAGES } from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { AnalyticsPageForm } from '@lurkit/ui/creator-pages/AnalyticsPageForm.tsx';
import { AnalyticsPagesList } from '@lurkit/ui/creator-pages/AnalyticsPagesList.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useRowAction } from '../../shared/hooks/use-row-action.ts';
import { useMyAnalyticsPages } from '../hooks/use-analytics-pages.ts';
import { createAnalyticsPage, deleteAnalyticsPage } from '../operations/analytics-pages.operations.ts';

/** /user/analytics-pages: the creator's analytics pages (at most six), a form for a new one, delete with confirmation. */
export function AnalyticsPagesPage() {
  const pages = useMyAnalyticsPages();
  const create = useServerAction(createAnalyticsPage);
  const toasts = useToasts();
  const [formKey, setFormKey] = useState(0);
  const remove = useRowAction(() => pages.mutate());
  return (
    <div className="creator-pages">
      <h1>Analytics pages</h1>
      {!pages.data ? (
        <PageStatus error={pages.error} />
      ) : (
        <>
          {remove.error && <Alert tone="error">{remove.error}</Alert>}
          <AnalyticsPagesList
            pages={pages.data}
            busyIds={remove.busyIds}
            onDelete={(id) => remove.run(id, () => deleteAnalyticsPage(id), 'Analytics page deleted.')}
          />
          <section aria-labelledby="new-analytics-page">
            <h2 id="new-analytics-page">New analytics page</h2>
            {pages.data.length >= MAX_ANALYTICS_PAGES ? (
              <p>You have {MAX_ANALYTICS_PAGES} analytics pages, the most a creator can have. Delete one to create another.</p>
            ) : (
              <AnalyticsPageForm
                key={formKey}
                serverError={create.serverError}
                submitting={create.submitting}
                onSubmit={async (values) => {
                  const outcome = await create.run(values);
                  if (!outcome.ok) return;
                  toasts.add({ type: 'success', content: `Analytics page “${outcome.value.name}” created.` });
                  setFormKey((k) => k + 1);
                  await pages.mutate();
                }}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
