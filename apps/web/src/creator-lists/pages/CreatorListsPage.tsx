import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { CreatorListCreatorsTable } from '@lurkit/ui/creator-lists/CreatorListCreatorsTable.tsx';
import { CreatorListNameForm } from '@lurkit/ui/creator-lists/CreatorListNameForm.tsx';
import { CreatorListsTable } from '@lurkit/ui/creator-lists/CreatorListsTable.tsx';
import type { CreatorListRow } from '@lurkit/ui/creator-lists/creator-list.types.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useRowAction } from '../../shared/hooks/use-row-action.ts';
import { useCreatorListCreators, useCreatorLists } from '../hooks/use-creator-lists.ts';
import { useAddToListModal } from './AddToListModal.tsx';
import { createCreatorList, deleteCreatorList, removeCreatorsFromList, renameCreatorList } from '../operations/creator-lists.operations.ts';
import './CreatorListsPage.css';

const TABS = [
  { id: 'lists', label: 'Lists', href: '/company/creator-lists' },
  { id: 'creators', label: 'Creators', href: '/company/creator-lists/creators' },
] as const;

/** /company/creator-lists (Lists) and /creators (a list's creators): spec section 4, "Creator lists: Lists, Creators". */
export function CreatorListsPage() {
  const location = useLocation();
  const tab = location.pathname.endsWith('/creators') ? 'creators' : 'lists';
  const lists = useCreatorLists();
  if (!lists.data) return <PageStatus error={lists.error} />;
  return (
    <div className="creator-lists-page">
      <h1>Creator lists</h1>
      <UrlTabs label="Creator lists" tabs={TABS} activeId={tab} panelId="creator-lists-panel" />
      <div id="creator-lists-panel" role="tabpanel" className="creator-lists-page__panel">
        {tab === 'lists' ? (
          <ListsTab lists={lists.data} refresh={() => lists.mutate()} />
        ) : (
          <CreatorsTab lists={lists.data} refresh={() => lists.mutate()} />
        )}
      </div>
    </div>
  );
}

const creatorsHref = (list: { id: string }) => `/company/creator-lists/creators?list=${list.id}`;

function ListsTab({ lists, refresh }: { lists: readonly CreatorListRow[]; refresh: () => Promise<unknown> }) {
  const toasts = useToasts();
  const create = useServerAction(createCreatorList);
  const rename = useServerAction(renameCreatorList);
  const remove = useRowAction(refresh);
  const [formKey, setFormKey] = useState(0);
  // A list's new name typed but not saved is held on the way out (spec 2).
  const { guard } = useEditGuard();
  return (
    <>
      <CreatorListNameForm
        key={formKey}
        label="New list name"
        serverError={create.serverError}
        submitting={create.submitting}
        onSubmit={async (name) => {
          const outcome = await create.run(name);
          if (!outcome.ok) return;
          toasts.add({ type: 'success', content: `Creator list “${outcome.value.name}” created.` });
          setFormKey((k) => k + 1);
          await refresh();
        }}
      />
      <CreatorListsTable
        lists={lists}
        hrefOf={creatorsHref}
        renameGuard={guard}
        busyIds={remove.busyIds}
        error={remove.error}
        renameError={rename.serverError}
        onRename={async (id, name) => {
          const outcome = await rename.run(id, name);
          if (!outcome.ok) return false;
          toasts.add({ type: 'success', content: `List renamed to “${outcome.value.name}”.` });
          await refresh();
          return true;
        }}
        onDelete={(id) => remove.run(id, () => deleteCreatorList(id), 'Creator list deleted.')}
      />
    </>
  );
}

function CreatorsTab({ lists, refresh }: { lists: readonly CreatorListRow[]; refresh: () => Promise<unknown> }) {
  const [params, setParams] = useSearchParams();
  const toasts = useToasts();
  const chosen = lists.find((l) => l.id === params.get('list')) ?? lists[0] ?? null;
  const creators = useCreatorListCreators(chosen?.id ?? null);
  const addToList = useAddToListModal();
  const [error, setError] = useState<string | null>(null);
  if (!chosen)
    return (
      <EmptyState
        title="No creator lists yet"
        headingLevel={2}
        action={<RouterLink href="/company/creator-lists">Create a list</RouterLink>}
      >
        A list's creators show here once the company has a list.
      </EmptyState>
    );
  return (
    <>
      <Select
        label="List"
        options={lists.map((l) => ({ value: l.id, label: `${l.name} (${l.creatorCount})` }))}
        value={chosen.id}
        onChange={(event) => setParams({ list: event.target.value })}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <CreatorListCreatorsTable
        listName={chosen.name}
        loading={!creators.data && !creators.error}
        rows={creators.nodes.map((n) => ({ ...n.creator, addedAt: n.addedAt }))}
        onAddToList={addToList}
        onRemove={async (ids) => {
          setError(null);
          try {
            const removed = await removeCreatorsFromList(chosen.id, ids);
            toasts.add({
              type: 'success',
              content: `${removed.length === 1 ? 'One creator' : `${removed.length} creators`} removed from ${chosen.name}.`,
            });
            await Promise.all([creators.mutate(), refresh()]);
          } catch (failure) {
            setError(toFormServerError(failure).message);
          }
        }}
      />
      {creators.hasMore && (
        <Button variant="secondary" onClick={() => void creators.loadMore()}>
          Show more creators
        </Button>
      )}
    </>
  );
}
