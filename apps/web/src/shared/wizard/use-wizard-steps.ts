import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toFormServerError } from '../forms/to-form-server-error.ts';
import { useLeaveGuard } from '../forms/use-leave-guard.ts';
import { stepAddress, stepOfPath, type WizardStepRoute } from './wizard-steps.ts';

type SubmitRef = { current: (() => Promise<boolean>) | null };

/** What every step form takes besides its values. */
export interface StepFormProps {
  submitRef: SubmitRef;
  onDirtyChange(isDirty: boolean): void;
  serverError: FormServerError | null;
  disabled: boolean;
  onSave(values: object): Promise<boolean>;
}

export interface WizardStepsOptions<Id extends string> {
  steps: readonly WizardStepRoute<Id>[];
  /** The address each step's path goes under: the `/edit` of Key campaigns and Quests, a mission's own page. */
  base: string;
  /** The `:step` segment of the address now. */
  segment: string | undefined;
  /** Saves one step's values; throws the API's error. */
  saveStep(step: Id, values: Record<string, unknown>): Promise<unknown>;
  /** Reloads the activation after a save (its publish checks change). */
  reload(): Promise<unknown>;
}

/**
 * The state every activation kind's wizard keeps per step (dirty, server error, the form's submit) and
 * the step in the address: moving to a step pushes its address, so reload keeps it and Back and Forward
 * move between steps, each guarded like a link while the step on screen holds unsaved edits.
 */
export function useWizardSteps<Id extends string>({ steps, base, segment, saveStep, reload }: WizardStepsOptions<Id>) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const [dirty, setDirty] = useState<Partial<Record<Id, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<Id, FormServerError | null>>>({});
  const submitRefs = useRef(new Map<Id, SubmitRef>());
  const submitRef = (id: Id) => {
    const known = submitRefs.current.get(id);
    if (known) return known;
    const made: SubmitRef = { current: null };
    submitRefs.current.set(id, made);
    return made;
  };
  const submit = (id: Id) => submitRef(id).current?.() ?? true;
  // Set by the wizard's own moves, which asked already or have just saved; cleared once the address moved.
  const moving = useRef(false);
  const onScreen = stepOfPath(steps, segment);
  useEffect(() => {
    moving.current = false;
  }, [onScreen]);
  useLeaveGuard({
    isDirty: () => dirty[onScreen] ?? false,
    onSave: () => submit(onScreen),
    staysInside: () => moving.current,
  });

  /** The wizard's own moves (it asked about a dirty step already, or has just saved it). */
  const moveTo = (address: string) => {
    moving.current = true;
    void navigate(address);
  };
  const goTo = (id: Id) => moveTo(stepAddress(base, steps, id));
  /** A move the wizard did not ask about (a publish check's Fix): guarded like a link. */
  const open = (address: string) => void navigate(address);

  const save = (id: Id) => async (values: object) => {
    setErrors((e) => ({ ...e, [id]: null }));
    try {
      await saveStep(id, values as Record<string, unknown>);
      toasts.add({ type: 'success', content: `${steps.find((s) => s.id === id)?.title} saved.` });
      await reload();
      return true;
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: toFormServerError(error) }));
      return false;
    }
  };

  const formProps = (id: Id, disabled: boolean): StepFormProps => ({
    submitRef: submitRef(id),
    onDirtyChange: (isDirty: boolean) => setDirty((d) => (d[id] === isDirty ? d : { ...d, [id]: isDirty })),
    serverError: errors[id] ?? null,
    disabled,
    onSave: save(id),
  });

  return { onScreen, dirty, submit, goTo, moveTo, open, address: (id: Id) => stepAddress(base, steps, id), formProps };
}
