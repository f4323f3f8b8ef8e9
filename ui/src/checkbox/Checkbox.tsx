import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Label beside the box; may contain links (e.g. terms of use). */
  label: ReactNode;
  /** Error message shown under the checkbox; marks it invalid. */
  error?: string | undefined;
}

/** A labelled checkbox; the label wraps the box so a click on the text toggles it. */
export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { errorId, describedBy } = fieldDescription(inputId, undefined, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <div className="checkbox">
        <input
          {...input}
          type="checkbox"
          id={inputId}
          className="checkbox__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
