import type { FormServerError } from '../forms/server-error.ts';
import { ListPickForm } from './ListPickForm.tsx';
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
  if (lists.length === 0) return null;
  return (
    <ListPickForm
      className="creator-lists__name-form"
      aria-label="Invite a creator list"
      label="Creator list to invite"
      lists={lists}
      onSubmit={onSubmit}
      submitLabel="Invite list"
      serverError={serverError}
      submitting={submitting}
    >
      {result && (
        <p role="status" className="creator-lists__muted">
          {result.sent} invited; {result.alreadyInvited} were already invited.
        </p>
      )}
    </ListPickForm>
  );
}
