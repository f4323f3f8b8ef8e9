import { useEffect, useRef, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import '../forms/form.css';
import './KeyCampaignWizard.css';

/** What every step form of the Key campaign wizard takes. */
export interface StepFormProps<I, O> {
  /**
   * The step as saved. After a successful save pass the saved values again: the form resets to them and
   * reports clean (it compares by content, so a new object with the same values changes nothing).
   */
  defaultValues: I;
  /** Saves the step with the schema's output (trimmed, dates as Date). */
  onSubmit(values: O): Promise<void>;
  /** The server's answer to the last save; shown at its field, or above the button. */
  serverError?: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
  /** Told whenever the form starts or stops holding unsaved changes, for the page's unsaved-changes guard. */
  onDirtyChange?(dirty: boolean): void;
  /** Read-only, e.g. while the campaign waits for review. */
  disabled?: boolean;
}

/** A step's form: checked by the step's core schema, reporting dirty, reset when new saved values come in. */
export function useStepForm<I extends FieldValues, O extends FieldValues>(schema: GenericSchema<I, O>, props: StepFormProps<I, O>) {
  const form = useSchemaForm(schema, props.defaultValues as DefaultValues<I>);
  const dirty = form.formState.isDirty;
  const { onDirtyChange, defaultValues } = props;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const savedKey = JSON.stringify(defaultValues);
  const seen = useRef(savedKey);
  useEffect(() => {
    if (seen.current === savedKey) return;
    seen.current = savedKey;
    form.reset(defaultValues as DefaultValues<I>);
  }, [savedKey, defaultValues, form]);
  const alert = useServerError(form, props.serverError);
  const onSubmit = form.handleSubmit((values) => props.onSubmit(values));
  return { form, alert, onSubmit };
}

export interface StepFormFrameProps {
  /** The submit handler from useStepForm. */
  onSubmit(): void;
  /** A server error that belongs to no field. */
  alert: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
  /** Read-only: fields disabled, no Save. */
  disabled?: boolean;
  /** The step's fields. */
  children: ReactNode;
}

/** The step's <form>: its fields (disabled together when read-only), the server alert and Save. */
export function StepFormFrame({ onSubmit, alert, submitting = false, disabled = false, children }: StepFormFrameProps) {
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="form step-form__fields" disabled={disabled}>
        {children}
      </fieldset>
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {!disabled && (
        <div className="form__actions">
          <Button type="submit" loading={submitting}>
            Save
          </Button>
        </div>
      )}
    </form>
  );
}
