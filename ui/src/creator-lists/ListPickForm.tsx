import { useState, type ReactNode } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { Select } from '../select/Select.tsx';
import type { CreatorListRow } from './creator-list.types.ts';
import './CreatorLists.css';

export interface ListPickFormProps {
  /** The select's label. */
  label: string;
  lists: readonly CreatorListRow[];
  /** Called with the chosen list's id; nothing is sent until one is chosen. */
  onSubmit(listId: string): void | Promise<void>;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** Buttons beside the submit (Cancel). */
  otherButtons?: ReactNode;
  /** The server's answer to the last send. */
  serverError?: FormServerError | null | undefined;
  /** True while the chosen list is being sent. */
  submitting?: boolean | undefined;
  className: string;
  'aria-label'?: string | undefined;
  /** Shown under the form's alert (what the last send did). */
  children?: ReactNode;
}

/** A form that sends one chosen creator list: choosing none says so at the select. */
export function ListPickForm({
  label,
  lists,
  onSubmit,
  submitLabel,
  otherButtons,
  serverError,
  submitting = false,
  className,
  children,
  ...form
}: ListPickFormProps) {
  const [listId, setListId] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={className}
      aria-label={form['aria-label']}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!listId) return setError('Choose a creator list.');
        setError(undefined);
        void onSubmit(listId);
      }}
    >
      <Select
        label={label}
        placeholder="Choose a list"
        options={lists.map((l) => ({ value: l.id, label: `${l.name} (${l.creatorCount})` }))}
        value={listId}
        onChange={(event) => setListId(event.target.value)}
        error={error}
      />
      <div className="creator-lists__buttons">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {otherButtons}
      </div>
      {serverError && <Alert tone="error">{serverError.message}</Alert>}
      {children}
    </form>
  );
}
