import type { ReactNode } from 'react';

/** Spec section 3: how a modal may be closed and how it looks. */
export interface ModalOptions {
  /** A click on the backdrop closes it. Default true. */
  closeOnBackdrop?: boolean;
  /** Escape closes it when it is the topmost modal. Default true. */
  closeOnEsc?: boolean;
  /** The backdrop does not dim the page. */
  transparentBackdrop?: boolean;
  /** Hides the close button (the content then offers its own way out). */
  noCloseButton?: boolean;
  /** Stays open when the component that opened it unmounts (e.g. on navigation). */
  keepOnUnmount?: boolean;
  /** Called once the modal has closed, whatever closed it. */
  onCloseModal?(): void;
}

export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button' | 'request';

/** Dispatched before a modal closes; calling preventDefault() keeps it open. */
export interface ModalCloseEvent {
  readonly id: string;
  readonly reason: ModalCloseReason;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/** What a caller passes to `open`. */
export interface ModalInput {
  /** Stable id; opening an id already open only brings its newest content. */
  id: string;
  /** Accessible name, shown as the heading. */
  title: string;
  /** The body; a function gets `close` so buttons inside can close their own modal. */
  content: ReactNode | ((close: () => void) => ReactNode);
  options?: ModalOptions;
  /** Unsaved changes inside: closing first asks `beforeClose` (unless forced). */
  isDirty?: boolean;
  /** Consulted when a dirty modal is asked to close; false (or a promise of false) keeps it open. */
  beforeClose?(): boolean | Promise<boolean>;
  /** The cancelable close event: `event.preventDefault()` vetoes this close (unless forced). */
  onClose?(event: ModalCloseEvent): void;
}

/** An open modal: its input plus what to focus again once it closes. */
export interface OpenModal extends ModalInput {
  returnFocus: HTMLElement | null;
}
