import { AddToListForm } from '@lurkit/ui/creator-lists/AddToListForm.tsx';
import { useModals } from '@lurkit/ui/modal/ModalProvider.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useCallback } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useCreatorLists } from '../hooks/use-creator-lists.ts';
import { addCreatorsToList } from '../operations/creator-lists.operations.ts';

function AddToList({ creatorIds, close }: { creatorIds: string[]; close(): void }) {
  const lists = useCreatorLists();
  const add = useServerAction(addCreatorsToList);
  const toasts = useToasts();
  if (!lists.data) return <PageStatus error={lists.error} />;
  const names = new Map(lists.data.map((l) => [l.id, l.name]));
  return (
    <AddToListForm
      count={creatorIds.length}
      lists={lists.data}
      listsHref="/company/creator-lists"
      serverError={add.serverError}
      submitting={add.submitting}
      onCancel={close}
      onSubmit={async (listId) => {
        const outcome = await add.run(listId, creatorIds);
        if (!outcome.ok) return;
        const { added, alreadyOnList } = outcome.value;
        const already = alreadyOnList.length > 0 ? ` ${alreadyOnList.length} already on it.` : '';
        toasts.add({
          type: 'success',
          content: `${added.length === 1 ? 'One creator' : `${added.length} creators`} added to ${names.get(listId)}.${already}`,
        });
        await lists.mutate();
        close();
      }}
    />
  );
}

/** "Add to list" from any creator table: opens the list picker for these creators. */
export function useAddToListModal() {
  const modals = useModals();
  return useCallback(
    (creatorIds: string[]) =>
      modals.open({
        id: 'add-to-creator-list',
        title: 'Add to creator list',
        content: (close) => <AddToList creatorIds={creatorIds} close={close} />,
      }),
    [modals],
  );
}
