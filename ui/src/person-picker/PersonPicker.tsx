import { useEffect, useId, useState } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import '../multi-select/MultiSelect.css';

/** A person as a picker shows them: the name people know, and the username that tells two apart. */
export interface PersonMatch {
  id: string;
  username: string;
  displayName: string;
}

export interface PersonPickerProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Finds people whose name starts with the text typed (asked from two letters on). */
  search(text: string): Promise<readonly PersonMatch[]>;
  /** The people picked so far. */
  value: readonly PersonMatch[];
  onChange(people: PersonMatch[]): void;
  /** One person (a grant) or several (invitations). */
  multiple?: boolean;
}

const MIN_LETTERS = 2;
/** Typing settles before the search is asked, so each keystroke does not send one. */
const SETTLE_MS = 250;

type Found = { text: string; people: readonly PersonMatch[] } | { text: string; failed: true };

const nameOf = (p: PersonMatch) => (p.displayName === p.username ? p.displayName : `${p.displayName} (@${p.username})`);

/** People are found by name and picked from the matches, never by typing their id. */
export function PersonPicker({ label, hint, error, search, value, onChange, multiple = false }: PersonPickerProps) {
  const inputId = useId();
  const { hintId, errorId, describedBy } = fieldDescription(inputId, hint, error);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (wanted.length < MIN_LETTERS) return;
    let current = true;
    const timer = setTimeout(() => {
      search(wanted).then(
        (people) => current && setFound({ text: wanted, people }),
        () => current && setFound({ text: wanted, failed: true }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, search]);

  const pick = (person: PersonMatch) => {
    onChange(multiple ? [...value.filter((p) => p.id !== person.id), person] : [person]);
    setText('');
    setFound(null);
  };
  const shown = found && found.text === wanted && wanted.length >= MIN_LETTERS ? found : null;
  const matches = shown && 'people' in shown ? shown.people.filter((p) => !value.some((v) => v.id === p.id)) : [];

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className="multi-select__chips" aria-label="Picked">
          {value.map((person) => (
            <li key={person.id} className="multi-select__chip">
              {nameOf(person)}
              <button
                type="button"
                className="multi-select__remove"
                aria-label={`Remove ${person.displayName}`}
                onClick={() => onChange(value.filter((p) => p.id !== person.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="search"
        className="field__control"
        autoComplete="off"
        placeholder="Type a name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {shown && 'failed' in shown && (
        <p className="field__error" role="alert">
          The search did not answer; try again.
        </p>
      )}
      {shown && 'people' in shown && matches.length === 0 && <p role="status">Nobody by that name.</p>}
      {matches.length > 0 && (
        <ul className="multi-select__chips" aria-label={`People named ${wanted}`}>
          {matches.map((person) => (
            <li key={person.id}>
              <button type="button" className="multi-select__chip" onClick={() => pick(person)}>
                {nameOf(person)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
