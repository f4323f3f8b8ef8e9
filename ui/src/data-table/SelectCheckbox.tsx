import type { ChangeEventHandler } from 'react';

export interface SelectCheckboxProps {
  /** Accessible name, e.g. "Select Anna". */
  label: string;
  /** Whether the row (or every row on the page) is selected. */
  checked: boolean;
  /** Some but not all rows on the page are selected (header checkbox). */
  indeterminate?: boolean;
  /** Blocks the checkbox. */
  disabled?: boolean;
  /** Change handler (TanStack's toggle handler for rows, to keep Shift-range selection). */
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/** A row-selection checkbox; its label is for screen readers, the column says what it is visually. */
export function SelectCheckbox({ label, checked, indeterminate = false, disabled, onChange }: SelectCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      // indeterminate exists only as a DOM property.
      ref={(box) => {
        if (box) box.indeterminate = indeterminate && !checked;
      }}
    />
  );
}
