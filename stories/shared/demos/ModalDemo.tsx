import { useEffect, useState } from 'react';
import { Button } from '../../../ui/src/button/Button.tsx';
import { useToasts } from '../../../ui/src/toast/ToastProvider.tsx';
import { useUnsavedChangesGuard } from '../../../ui/src/unsaved-changes/use-confirm-unsaved-changes.ts';
import type { ModalCloseEvent, ModalOptions } from '../../../ui/src/modal/modal.types.ts';
import { useModals } from '../../../ui/src/modal/ModalProvider.tsx';

export interface ModalDemoProps {
  /** Options of the modal the Open button shows. */
  options?: ModalOptions;
  /** The modal holds unsaved changes; closing asks first (the unsaved-changes modal). */
  isDirty?: boolean;
  /** The close event is vetoed (preventDefault) while this is true. */
  vetoClose?: boolean;
  /** Called with every close event, for the story to inspect. */
  onCloseEvent?(event: ModalCloseEvent): void;
}

/** An Open button plus a modal that can open a second one, force-close itself and raise a toast. */
export function ModalDemo({ options, isDirty = false, vetoClose = false, onCloseEvent }: ModalDemoProps) {
  const modals = useModals();
  const guard = useUnsavedChangesGuard();
  const openSecond = () =>
    modals.open({ id: 'second', title: 'Report user', content: <p>Tell us what happened.</p>, options: { closeOnEsc: true } });
  const openFirst = () =>
    modals.open({
      id: 'first',
      title: 'Export data',
      isDirty,
      beforeClose: guard,
      onClose: (event) => {
        onCloseEvent?.(event);
        if (vetoClose) event.preventDefault();
      },
      options,
      content: <FirstModalBody onOpenSecond={openSecond} onForceClose={() => void modals.close('first', { force: true })} />,
    });
  return <Button onClick={openFirst}>Open</Button>;
}

function FirstModalBody({ onOpenSecond, onForceClose }: { onOpenSecond(): void; onForceClose(): void }) {
  const { add } = useToasts();
  return (
    <>
      <p>Choose the period to export.</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onOpenSecond}>
          Open another
        </Button>
        <Button variant="secondary" onClick={() => add({ id: 'exported', type: 'success', content: 'Export started.', timeToLiveMs: 0 })}>
          Notify
        </Button>
        <Button variant="danger" onClick={onForceClose}>
          Force close
        </Button>
      </div>
    </>
  );
}

/** The event a story dispatches on document to stand in for navigating away (the page is inert). */
export const LEAVE_PAGE_EVENT = 'modal-demo:leave';

/** Shows the demo until LEAVE_PAGE_EVENT unmounts it, to show which modals outlive their opener. */
export function UnmountingOpener(props: ModalDemoProps) {
  const [mounted, setMounted] = useState(true);
  useEffect(() => {
    const leave = () => setMounted(false);
    document.addEventListener(LEAVE_PAGE_EVENT, leave);
    return () => document.removeEventListener(LEAVE_PAGE_EVENT, leave);
  }, []);
  return mounted ? <ModalDemo {...props} /> : <p>Another page</p>;
}
