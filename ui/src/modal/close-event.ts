import type { ModalCloseEvent, ModalCloseReason } from './modal.types.ts';

/** A close event whose preventDefault() flips defaultPrevented, like a DOM event's. */
export function createCloseEvent(id: string, reason: ModalCloseReason): ModalCloseEvent {
  let prevented = false;
  return {
    id,
    reason,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  };
}
