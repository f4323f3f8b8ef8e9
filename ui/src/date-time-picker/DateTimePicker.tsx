import { useId, useState, type ReactNode } from 'react';
import { fromStockholm, stockholmOffset, toStockholm, type WallClock } from './stockholm-time.ts';
import '../forms/field.css';
import './DateTimePicker.css';

export interface DateTimePickerProps {
  /** What the moment is for, shown as the group's legend (e.g. "Start date"). */
  label: ReactNode;
  /** The chosen instant in UTC (Date or ISO string); null when none. */
  value: Date | string | null;
  /** Called with the UTC ISO string of the Stockholm time entered, or null when the date is cleared. */
  onChange(value: string | null): void;
  /** Error message under the fields; marks them invalid. */
  error?: string | undefined;
  /** Blocks entry. */
  disabled?: boolean;
  /** Both parts must be filled in. */
  required?: boolean;
}

const EMPTY: WallClock = { date: '', time: '' };
const keyOf = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());
const partsOf = (value: Date | string | null) => (value === null ? EMPTY : toStockholm(value));
const sameClock = (a: WallClock, b: WallClock) => a.date === b.date && a.time === b.time;

const SKIPPED = 'That time does not exist in Stockholm: the clocks jump from 02:00 to 03:00 that night. Choose 03:00 or later.';

/**
 * Date and time entry in Europe/Stockholm time, whatever the viewer's machine zone: the value in and
 * out is UTC, and the offset in force (UTC+01:00 or +02:00) is shown so DST changes are visible.
 */
export function DateTimePicker({ label, value, onChange, error, disabled, required }: DateTimePickerProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => partsOf(value));
  const [seen, setSeen] = useState(() => keyOf(value));
  const [localError, setLocalError] = useState<string | null>(null);
  // A new value prop replaces what is typed (React's "adjust state on prop change" pattern).
  if (keyOf(value) !== seen) {
    setSeen(keyOf(value));
    setDraft(partsOf(value));
    setLocalError(null);
  }

  const update = (next: WallClock) => {
    setDraft(next);
    if (!next.date && !next.time) {
      setLocalError(null);
      onChange(null);
      return;
    }
    const result = fromStockholm(next);
    if (result.ok) {
      setLocalError(null);
      onChange(result.value.toISOString());
    } else setLocalError(result.reason === 'skipped-by-dst' ? SKIPPED : null);
  };

  const shown = localError ?? error;
  // The value's own offset while it is shown: an autumn 02:30 can be either offset, the value knows which.
  const unchanged = value !== null && sameClock(draft, partsOf(value));
  const instant = unchanged ? { ok: true as const, value } : fromStockholm(draft);
  const zoneHint = `Stockholm time${instant.ok ? ` (${stockholmOffset(instant.value)})` : ''}`;
  const describedBy = [shown && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  const invalid = shown ? true : undefined;
  return (
    <fieldset className="date-time-picker" disabled={disabled}>
      <legend className="field__label">{label}</legend>
      <div className="date-time-picker__inputs">
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            id={`${id}-date`}
            type="date"
            className="field__control"
            value={draft.date}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => update({ ...draft, date: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input
            id={`${id}-time`}
            type="time"
            className="field__control"
            value={draft.time}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => update({ ...draft, time: event.target.value })}
          />
        </div>
      </div>
      {shown && (
        <p className="field__error" id={`${id}-error`}>
          {shown}
        </p>
      )}
      <p className="field__hint" id={`${id}-hint`}>
        {zoneHint}
      </p>
    </fieldset>
  );
}
