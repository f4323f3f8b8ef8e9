import { CreatorPageForm } from '@lurkit/ui/creator-pages/CreatorPageForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useNavigate, useParams } from 'react-router';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useMyCreatorPages } from '../hooks/use-creator-pages.ts';
import { updateCreatorPage } from '../operations/creator-pages.operations.ts';

/**
 * /{slug}/edit: the owner edits the page; a new name moves it to its new address. Others see "not found".
 * Leaving with unsaved edits (a link, browser Back, closing the tab) asks Save, Discard or Cancel.
 */
export function CreatorPageEditPage() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const pages = useMyCreatorPages();
  const update = useServerAction(updateCreatorPage);
  const toasts = useToasts();
  const navigate = useNavigate();
  const { guard, leaving, saved } = useEditGuard();
  if (!pages.data) return <PageStatus error={pages.error} />;
  const page = pages.data.find((p) => p.slug === slug);
  if (!page) return <NotFoundPage />;
  return (
    <div className="creator-pages">
      <h1>Edit creator page</h1>
      <CreatorPageForm
        key={page.id}
        submitLabel="Save page"
        defaultValues={{ slug: page.slug, title: page.title, bio: page.bio ?? '', links: page.links.map((l) => ({ ...l })) }}
        serverError={update.serverError}
        submitting={update.submitting}
        onCancel={() => void navigate(`/${page.slug}`)}
        guard={guard}
        onSubmit={async (values) => {
          const outcome = await update.run(page.id, values);
          if (!outcome.ok) return false;
          toasts.add({ type: 'success', content: 'Creator page saved.' });
          saved();
          await pages.mutate();
          // Saved from the unsaved-changes prompt: the person goes where they were going, not to the page.
          if (!leaving.current) await navigate(`/${outcome.value.slug}`);
          return true;
        }}
      />
    </div>
  );
}
