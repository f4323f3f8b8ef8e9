import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import type { SelectOption } from '../select/Select.tsx';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import './MultiSelect.css';

export interface MultiSelectProps {
  /** Visible label, tied to the search box. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Chosen values when the parent owns the state. */
  value?: readonly string[];
  /** Initially chosen values when the component owns the state. */
  defaultValue?: readonly string[];
  /** Called with every chosen value, in the order chosen. */
  onChange?(values: readonly string[]): void;
  /** Error message under the field; marks it invalid. */
  error?: string | undefined;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Placeholder of the search box. */
  placeholder?: string;
  /** Blocks every change. */
  disabled?: boolean;
}

const NONE: readonly string[] = [];

/**
 * A filterable multi-select on the ARIA combobox + listbox pattern: type to filter, arrows to move,
 * Enter to pick, Escape to close, Backspace in an empty box removes the last chip.
 */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = NONE,
  onChange,
  error,
  hint,
  placeholder,
  disabled,
}: MultiSelectProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useControllableState(value, defaultValue, onChange);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = options.filter((option) => option.label.toLowerCase().includes(query.trim().toLowerCase()));
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  const listId = `${id}-list`;
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;

  const toggle = (v: string) => {
    setChosen(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]);
    setQuery('');
  };
  const remove = (v: string) => {
    setChosen(chosen.filter((c) => c !== v));
    inputRef.current?.focus();
  };
  const move = (step: number) => {
    setOpen(true);
    setActive((current) => (matches.length === 0 ? 0 : (Math.min(current, matches.length - 1) + step + matches.length) % matches.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(open ? 1 : 0);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && activeOption) toggle(activeOption.value);
    else if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'Backspace' && query === '' && chosen.length > 0) setChosen(chosen.slice(0, -1));
    else return;
    event.preventDefault();
  };

  return (
    <div className="field multi-select">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {chosen.length > 0 && (
        <ul className="multi-select__chips" aria-label="Selected">
          {chosen.map((v) => (
            <li key={v} className="multi-select__chip">
              {labelOf(v)}
              <button
                type="button"
                className="multi-select__remove"
                aria-label={`Remove ${labelOf(v)}`}
                onClick={() => remove(v)}
                disabled={disabled}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="multi-select__box">
        <input
          ref={inputRef}
          id={id}
          className="field__control multi-select__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-multiselectable="true" aria-label="Options" className="multi-select__list" hidden={!open}>
          {matches.map((option) => (
            <li
              key={option.value}
              id={`${listId}-${option.value}`}
              role="option"
              aria-selected={chosen.includes(option.value)}
              className={['multi-select__option', option === activeOption && 'multi-select__option--active'].filter(Boolean).join(' ')}
              // mousedown, not click: keeps focus in the box so the list stays open for the next pick.
              onMouseDown={(event) => {
                event.preventDefault();
                toggle(option.value);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {open && matches.length === 0 && (
          <p className="multi-select__empty multi-select__list" role="status">
            No matches
          </p>
        )}
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
