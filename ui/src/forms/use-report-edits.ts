import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a form that edits takes so a page can guard its unsaved edits (Save, Discard or Cancel on leaving). */
export interface EditGuardProps {
  /** Told whenever the form starts or stops holding unsaved edits. */
  onDirtyChange?(dirty: boolean): void;
  /** Filled with a save of the form as it stands, resolving whether it saved (the guard's Save). */
  saveRef?: { current: (() => Promise<boolean>) | null };
}

/**
 * Connects a schema form to a page's leave guard: reports whether it holds unsaved edits, lets the
 * guard save it, and counts saved values as the new starting point (a form that stays on screen after
 * Save is no longer dirty). Returns the submit handler to give handleSubmit; `onSubmit` answers false
 * when the save was refused.
 */
export function useReportEdits<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  onSubmit: (values: O) => unknown,
  { onDirtyChange, saveRef }: EditGuardProps,
): (values: O) => Promise<boolean> {
  const dirty = form.formState.isDirty;
  useEffect(() => {
    onDirtyChange?.(dirty);
    // A form closed without saving (an inline rename's Cancel) leaves nothing to guard.
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);
  const submit = async (values: O) => {
    const saved = (await onSubmit(values)) !== false;
    if (saved) form.reset(form.getValues());
    return saved;
  };
  if (saveRef)
    saveRef.current = () =>
      new Promise<boolean>((resolve) => {
        void form.handleSubmit(
          async (values) => resolve(await submit(values)),
          () => resolve(false),
        )();
      });
  return submit;
}
