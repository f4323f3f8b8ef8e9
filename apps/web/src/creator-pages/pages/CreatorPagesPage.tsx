import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { CreatorPageForm } from '@lurkit/ui/creator-pages/CreatorPageForm.tsx';
import { CreatorPagesList } from '@lurkit/ui/creator-pages/CreatorPagesList.tsx';
import { MAX_CREATOR_PAGES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useRowAction } from '../../shared/hooks/use-row-action.ts';
import { useMyCreatorPages } from '../hooks/use-creator-pages.ts';
import { createCreatorPage, deleteCreatorPage } from '../operations/creator-pages.operations.ts';

/** /user/creator-pages: the creator's pages (at most six), a form for a new one (then its setup steps), delete with confirmation. */
export function CreatorPagesPage() {
  const pages = useMyCreatorPages();
  const create = useServerAction(createCreatorPage);
  const toasts = useToasts();
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  const remove = useRowAction(() => pages.mutate());
  return (
    <div className="creator-pages">
      <h1>Creator pages</h1>
      {!pages.data ? (
        <PageStatus error={pages.error} />
      ) : (
        <>
          {remove.error && <Alert tone="error">{remove.error}</Alert>}
          <CreatorPagesList
            pages={pages.data}
            busyIds={remove.busyIds}
            onDelete={(id) => remove.run(id, () => deleteCreatorPage(id), 'Creator page deleted.')}
          />
          <section aria-labelledby="new-creator-page">
            <h2 id="new-creator-page">New creator page</h2>
            {pages.data.length >= MAX_CREATOR_PAGES ? (
              <p>You have {MAX_CREATOR_PAGES} pages, the most a creator can have. Delete one to create another.</p>
            ) : (
              <CreatorPageForm
                key={formKey}
                serverError={create.serverError}
                submitting={create.submitting}
                onSubmit={async (values) => {
                  const outcome = await create.run(values);
                  if (!outcome.ok) return;
                  toasts.add({ type: 'success', content: `Your page is live at /${outcome.value.slug}.` });
                  setFormKey((k) => k + 1);
                  await pages.mutate();
                  // A new page starts with its setup steps (spec 2: /{slug}/onboarding).
                  await navigate(`/${outcome.value.slug}/onboarding`);
                }}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
