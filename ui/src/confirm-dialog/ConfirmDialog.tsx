import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../button/Button.tsx';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (as a modal: focus stays inside, Escape cancels). */
  open: boolean;
  /** The question, e.g. "Remove Anna from the company?". */
  title: string;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** Text of the confirming button. */
  confirmLabel: string;
  /** Style of the confirming button; danger for destructive actions. */
  confirmVariant?: ButtonVariant;
  /** Called when the person confirms. */
  onConfirm(): void;
  /** Called when the person cancels (button or Escape). */
  onCancel(): void;
}

/** A modal yes/no question on the native <dialog>, which brings focus handling and Escape for free. */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmVariant = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      // The parent owns `open`: the browser must not close the dialog behind its back.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      {children}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
