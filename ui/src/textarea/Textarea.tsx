import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import './Textarea.css';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  /** Error message shown under the textarea; marks it invalid. */
  error?: string | undefined;
  /** Help text shown under the textarea. */
  hint?: ReactNode;
  /** With maxLength, shows "n / max characters" so people see how much room is left. */
  showCount?: boolean;
}

const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/** A labelled multi-line text input; all textarea props (and `ref`) pass through. */
export function Textarea({ label, error, hint, showCount = false, id, className, onChange, ...textarea }: TextareaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [typed, setTyped] = useState(lengthOf(textarea.value ?? textarea.defaultValue));
  const count = textarea.value === undefined ? typed : lengthOf(textarea.value);
  const counting = showCount && textarea.maxLength !== undefined;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, hint, error);
  const countId = `${inputId}-count`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        rows={4}
        {...textarea}
        id={inputId}
        className="field__control textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, counting ? countId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
      />
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
      {counting && (
        <p className="field__hint textarea__count" id={countId}>
          {count} / {textarea.maxLength} characters
        </p>
      )}
    </div>
  );
}
