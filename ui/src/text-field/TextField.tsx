import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Error message shown under the input; marks the input invalid. */
  error?: string | undefined;
  /** Help text shown under the input (e.g. password requirements). */
  hint?: ReactNode;
}

/** A labelled text input; all input props (and `ref`, e.g. from react-hook-form's register) pass through. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        type="text"
        {...input}
        id={inputId}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
