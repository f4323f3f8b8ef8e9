import { useId, type ReactNode } from 'react';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import './RadioGroup.css';

export interface RadioOption {
  /** Submitted value. */
  value: string;
  /** Text the person reads. */
  label: string;
  /** Extra line under the label. */
  hint?: string;
  /** The option cannot be chosen. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Question the options answer, shown as the group's legend. */
  label: ReactNode;
  /** Form field name shared by the radios. */
  name: string;
  /** The options, in display order. */
  options: readonly RadioOption[];
  /** Chosen value when the parent owns the state. */
  value?: string;
  /** Initially chosen value when the group owns the state. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?(value: string): void;
  /** Error message under the group; marks it invalid. */
  error?: string | undefined;
  /** Lay the options out in a row instead of a column. */
  inline?: boolean;
  /** Disables every option. */
  disabled?: boolean;
}

/** Native radios in a fieldset: arrow keys move between options and the legend names the group. */
export function RadioGroup({ label, name, options, value, defaultValue = '', onChange, error, inline = false, disabled }: RadioGroupProps) {
  const id = useId();
  const [checked, setChecked] = useControllableState(value, defaultValue, onChange);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={['radio-group', inline && 'radio-group--inline'].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="field__label">{label}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="radio-group__option">
            <input
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={checked === option.value}
              disabled={option.disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              onChange={() => setChecked(option.value)}
            />
            <div>
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint && (
                <p className="field__hint" id={`${optionId}-hint`}>
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        );
      })}
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
}
