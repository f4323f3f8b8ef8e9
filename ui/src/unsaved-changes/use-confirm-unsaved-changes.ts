import { createElement, useCallback } from 'react';
import { useModals } from '../modal/ModalProvider.tsx';
import { UnsavedChangesPrompt, type UnsavedChangesChoice } from './UnsavedChangesPrompt.tsx';

export const UNSAVED_CHANGES_MODAL_ID = 'unsaved-changes';

export interface ConfirmUnsavedChangesOptions {
  /** Saves the pending changes; false keeps the prompt open. Without it Save just leaves. */
  onSave?(): boolean | Promise<boolean>;
}

/**
 * Opens the unsaved-changes modal and resolves with the choice. Escape, the close button and the
 * backdrop count as Cancel, so nothing is lost by a stray key.
 */
export function useConfirmUnsavedChanges() {
  const modals = useModals();
  return useCallback(
    (options: ConfirmUnsavedChangesOptions = {}) =>
      new Promise<UnsavedChangesChoice>((resolve) => {
        let settled = false;
        const choose = (choice: UnsavedChangesChoice) => {
          if (settled) return;
          settled = true;
          resolve(choice);
          void modals.close(UNSAVED_CHANGES_MODAL_ID, { force: true });
        };
        modals.open({
          id: UNSAVED_CHANGES_MODAL_ID,
          title: 'Unsaved changes',
          content: createElement(UnsavedChangesPrompt, { onSave: options.onSave, onChoose: choose }),
          options: { keepOnUnmount: true, onCloseModal: () => choose('cancelled') },
        });
      }),
    [modals],
  );
}

/** A beforeClose guard for a dirty modal: closing goes ahead after Save or Discard. */
export function useUnsavedChangesGuard(onSave?: () => boolean | Promise<boolean>) {
  const confirm = useConfirmUnsavedChanges();
  return useCallback(async () => (await confirm({ onSave })) !== 'cancelled', [confirm, onSave]);
}
