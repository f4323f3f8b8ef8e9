import { Button } from '../button/Button.tsx';
import '../modal/Modal.css';
import './UnsavedChanges.css';

export interface UnsavedChangesProps {
  /** Saves the changes, then leaves. */
  onSave(): void;
  /** Drops the changes and leaves. */
  onDiscard(): void;
  /** Stays where the person was, changes kept. */
  onCancel(): void;
  /** Saving is under way: Save shows a spinner, nothing else can be pressed. */
  saving?: boolean;
  /** Shown when saving failed, so the person can retry or discard. */
  error?: string | null;
}

/** The body of the unsaved-changes modal (spec section 2): Save, Discard, Cancel. */
export function UnsavedChanges({ onSave, onDiscard, onCancel, saving = false, error }: UnsavedChangesProps) {
  return (
    <>
      <p>You have unsaved changes. Do you want to save them before leaving?</p>
      {error && (
        <p role="alert" className="unsaved-changes__error">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onDiscard} disabled={saving}>
          Discard
        </Button>
        <Button variant="primary" onClick={onSave} loading={saving}>
          Save
        </Button>
      </div>
    </>
  );
}
