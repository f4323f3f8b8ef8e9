import { useEffect, type MutableRefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormServerError } from '../forms/server-error.ts';

/** What every step form of the Key campaign wizard takes. */
export interface StepFormProps<T> {
  defaultValues: T;
  /** Saves the step; resolves true when it saved (the wizard moves on), false to stay. */
  onSave(values: T): Promise<boolean>;
  /** The wizard's Next and the unsaved-changes Save call this to submit the step. */
  submitRef: MutableRefObject<(() => Promise<boolean>) | null>;
  onDirtyChange?(dirty: boolean): void;
  serverError?: FormServerError | null;
  disabled?: boolean;
}

/** Wires a step form to the wizard: its submit for Next/Save, and its dirty state for the unsaved-changes guard. */
export function useStepForm<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  props: Pick<StepFormProps<O>, 'onSave' | 'submitRef' | 'onDirtyChange'>,
) {
  const { onSave, submitRef, onDirtyChange } = props;
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  submitRef.current = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const saved = await onSave(values);
          if (saved) form.reset(form.getValues());
          resolve(saved);
        },
        () => resolve(false),
      )();
    });
}
