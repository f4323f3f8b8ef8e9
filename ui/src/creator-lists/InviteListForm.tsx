import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { Select } from '../select/Select.tsx';
import type { CreatorListRow } from './creator-list.types.ts';
import './CreatorLists.css';

export interface InviteListFormProps {
  /** The company's lists. */
  lists: readonly CreatorListRow[];
  /** Invites every creator on the chosen list. */
  onSubmit(listId: string): void | Promise<void>;
  /** The server's answer to the last send. */
  serverError?: FormServerError | null | undefined;
  /** True while the invitations are being sent. */
  submitting?: boolean | undefined;
  /** What the last send did: invited, and already invited before (one invite per creator still holds). */
  result?: { sent: number; alreadyInvited: number } | null;
}

/** Invite a whole creator list; creators invited before are reported, not invited twice. */
export function InviteListForm({ lists, onSubmit, serverError, submitting = false, result }: InviteListFormProps) {
  const [listId, setListId] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (lists.length === 0) return null;
  return (
    <form
      className="creator-lists__name-form"
      aria-label="Invite a creator list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!listId) return setError('Choose a creator list.');
        setError(undefined);
        void onSubmit(listId);
      }}
    >
      <Select
        label="Creator list to invite"
        placeholder="Choose a list"
        options={lists.map((l) => ({ value: l.id, label: `${l.name} (${l.creatorCount})` }))}
        value={listId}
        onChange={(event) => setListId(event.target.value)}
        error={error}
      />
      <div className="creator-lists__buttons">
        <Button type="submit" loading={submitting}>
          Invite list
        </Button>
      </div>
      {serverError && <Alert tone="error">{serverError.message}</Alert>}
      {result && (
        <p role="status" className="creator-lists__muted">
          {result.sent} invited; {result.alreadyInvited} were already invited.
        </p>
      )}
    </form>
  );
}
