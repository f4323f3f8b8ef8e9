import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text the person reads. */
  label: string;
  /** The heading the option is listed under (a platform's family); options of one group are adjacent. */
  group?: string;
}

/** Options in runs of one group each, in display order (ungrouped options form runs of their own). */
function runsOf(options: readonly SelectOption[]): { group: string | undefined; options: SelectOption[] }[] {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Error message shown under the select; marks it invalid. */
  error?: string | undefined;
  /** Text of an empty first option (value ""), shown until a choice is made. */
  placeholder?: string;
  /** Help text under the select, read with it. */
  hint?: ReactNode;
}

/** A labelled native select, so keyboard and screen reader behaviour come from the browser. */
export function Select({ label, options, error, placeholder, hint, id, className, ...select }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { hintId, errorId, describedBy } = fieldDescription(selectId, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select {...select} id={selectId} className="field__control" aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {runsOf(options).map((run) => {
          const items = run.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ));
          return run.group === undefined ? (
            items
          ) : (
            <optgroup key={run.group} label={run.group}>
              {items}
            </optgroup>
          );
        })}
      </select>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
