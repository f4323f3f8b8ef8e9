import { useId, useRef, useState, type ReactNode } from 'react';
import '../forms/field.css';
import { parseLines, type LineListResult, type LineValidator } from './parse-lines.ts';
import './LineListInput.css';

export interface LineListInputProps {
  /** Visible label, tied to the text area. */
  label: ReactNode;
  /** Checks one line (trimmed, never blank): a message for an invalid line, null for a valid one. */
  validate: LineValidator;
  /** Initial text, one item per line. */
  defaultValue?: string;
  /** Called after each change with the valid items and the per-line errors. */
  onChange?(result: LineListResult & { text: string }): void;
  /** Item word for the count, singular and plural, e.g. ['email', 'emails']. */
  itemName?: readonly [string, string];
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error about the list as a whole (e.g. from the server). */
  error?: string | undefined;
  /** Visible rows of the text area. */
  rows?: number;
  /** Blocks editing. */
  disabled?: boolean;
}

/**
 * A paste-friendly list input (codes, invite emails): one item per line, line numbers in the gutter,
 * a live count of valid items and every invalid line listed with its number.
 */
export function LineListInput({
  label,
  validate,
  defaultValue = '',
  onChange,
  itemName = ['item', 'items'],
  hint,
  error,
  rows = 8,
  disabled,
}: LineListInputProps) {
  const id = useId();
  const gutterRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(defaultValue);
  const { items, errors } = parseLines(text, validate);
  const lineCount = Math.max(rows, text.split('\n').length);
  const errorLines = new Set(errors.map((e) => e.line));
  const ids = { count: `${id}-count`, errors: `${id}-errors`, error: `${id}-error`, hint: `${id}-hint` };
  const describedBy = [error && ids.error, errors.length > 0 && ids.errors, ids.count, hint && ids.hint].filter(Boolean).join(' ');
  return (
    <div className="field line-list">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="line-list__editor">
        <div className="line-list__gutter" ref={gutterRef} aria-hidden="true">
          {Array.from({ length: lineCount }, (_, i) => (
            <span key={i} className={errorLines.has(i + 1) ? 'line-list__number--error' : undefined}>
              {i + 1}
            </span>
          ))}
        </div>
        <textarea
          id={id}
          className="field__control line-list__text"
          rows={rows}
          value={text}
          disabled={disabled}
          spellCheck={false}
          wrap="off"
          aria-invalid={error || errors.length > 0 ? true : undefined}
          aria-describedby={describedBy}
          // The gutter scrolls with the text so numbers stay beside their lines.
          onScroll={(event) => gutterRef.current?.scrollTo({ top: event.currentTarget.scrollTop })}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            onChange?.({ text: next, ...parseLines(next, validate) });
          }}
        />
      </div>
      <p className="line-list__count" id={ids.count} aria-live="polite">
        {items.length} valid {items.length === 1 ? itemName[0] : itemName[1]}
        {errors.length > 0 && `, ${errors.length} ${errors.length === 1 ? 'line needs' : 'lines need'} fixing`}
      </p>
      {error && (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      )}
      {errors.length > 0 && (
        <ul className="field__error line-list__errors" id={ids.errors}>
          {errors.map((e) => (
            <li key={e.line}>
              Line {e.line}: {e.message}
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
