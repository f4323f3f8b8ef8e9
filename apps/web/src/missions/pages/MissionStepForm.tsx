import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import type { StepFormProps } from '../../shared/wizard/use-wizard-steps.ts';
import type { MissionForm } from './mission-form.ts';
import { stepValues, type MissionStepId } from './mission-steps.ts';
import './MissionStepForm.css';

export interface MissionStepFields {
  form: MissionForm;
  set(changes: Partial<MissionForm>): void;
  /** The server's message for a field of this step, if it refused that one. */
  errorAt(field: string): string | undefined;
}

interface MissionStepFormProps extends StepFormProps {
  step: MissionStepId;
  defaultValues: MissionForm;
  children(fields: MissionStepFields): ReactNode;
}

/**
 * One mission wizard step as the shared wizard takes it: it keeps the mission's values, tells the wizard
 * when the step's own fields differ from the last save, and saves those fields alone.
 */
export function MissionStepForm({
  step,
  defaultValues,
  submitRef,
  onDirtyChange,
  serverError,
  disabled,
  onSave,
  children,
}: MissionStepFormProps) {
  const [form, setForm] = useState(defaultValues);
  const values = stepValues(step, form);
  const [saved, setSaved] = useState(() => JSON.stringify(stepValues(step, defaultValues)));
  const dirty = JSON.stringify(values) !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  submitRef.current = async () => {
    const ok = await onSave(values);
    if (ok) setSaved(JSON.stringify(values));
    return ok;
  };
  return (
    // A mission held for review is read-only until staff decide.
    <fieldset className="mission-step" disabled={disabled}>
      {serverError ? <Alert tone="error">{serverError.message}</Alert> : null}
      {children({
        form,
        set: (changes) => setForm((current) => ({ ...current, ...changes })),
        errorAt: (field) => (serverError?.field === field ? serverError.message : undefined),
      })}
    </fieldset>
  );
}
