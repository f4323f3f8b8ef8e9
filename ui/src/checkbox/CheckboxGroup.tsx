import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import '../forms/field.css';
import './Checkbox.css';

export interface CheckboxGroupProps {
  /** The question the boxes answer; names the group. */
  legend: string;
  /** Help under the legend, read with the group. */
  hint: string;
  /** The boxes, in display order. */
  options: readonly { value: string; label: string }[];
  /** `form.register(name)` of the array field. */
  registration: UseFormRegisterReturn;
  /** Error under the group; marks every box invalid. */
  error: string | undefined;
}

/** Checkboxes sharing one form name: react-hook-form reads the checked ones as an array. */
export function CheckboxGroup({ legend, hint, options, registration, error }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset className="checkbox-group" aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}>
      <legend className="field__label">{legend}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="checkbox-group__options">
        {options.map((option) => (
          <div key={option.value} className="checkbox">
            <input
              {...registration}
              type="checkbox"
              id={`${id}-${option.value}`}
              value={option.value}
              className="checkbox__box"
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
