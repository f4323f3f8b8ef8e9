import { useId, useRef, type ReactNode } from 'react';
import type { ModalOptions } from './modal.types.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import './Modal.css';

export interface ModalFrameProps {
  /** Accessible name and visible heading. */
  title: string;
  /** The modal body. */
  children: ReactNode;
  /** Look and close affordances (closeOnBackdrop, transparentBackdrop, noCloseButton). */
  options?: ModalOptions;
  /** Only the topmost modal takes focus and keys; the ones below are inert. */
  topmost?: boolean;
  /** Position in the stack, so later modals paint above earlier ones. */
  depth?: number;
  /** Called when the close button is pressed. */
  onCloseButton(): void;
  /** Called on a click on the backdrop (only when closeOnBackdrop is not false). */
  onBackdrop(): void;
}

/** One modal layer: backdrop plus an aria-modal dialog that traps focus while it is on top. */
export function ModalFrame({ title, children, options = {}, topmost = true, depth = 0, onCloseButton, onBackdrop }: ModalFrameProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, topmost);
  return (
    <div className="modal-layer" style={{ zIndex: `calc(var(--z-modal, 1000) + ${depth})` }} inert={!topmost}>
      <div
        className={['modal-backdrop', options.transparentBackdrop && 'modal-backdrop--transparent'].filter(Boolean).join(' ')}
        data-testid="modal-backdrop"
        onClick={(event) => {
          // The second click of a double click on the button that opened this modal lands here:
          // closing on it would take away the modal the person just asked for.
          if (event.detail > 1) return;
          if (options.closeOnBackdrop !== false) onBackdrop();
        }}
      />
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="modal">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!options.noCloseButton && (
            <button type="button" className="modal__close" aria-label="Close" onClick={onCloseButton}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
