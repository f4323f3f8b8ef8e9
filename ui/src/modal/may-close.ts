import { createCloseEvent } from './close-event.ts';
import type { ModalCloseReason, OpenModal } from './modal.types.ts';

/**
 * Decides whether a close request goes through: forced closes always do; otherwise the close event
 * may be vetoed, and a dirty modal's beforeClose guard may refuse.
 */
export async function mayClose(modal: OpenModal, reason: ModalCloseReason, force: boolean): Promise<boolean> {
  if (force) return true;
  const event = createCloseEvent(modal.id, reason);
  modal.onClose?.(event);
  if (event.defaultPrevented) return false;
  if (modal.isDirty && modal.beforeClose) return await modal.beforeClose();
  return true;
}
