import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { ListPickForm } from './ListPickForm.tsx';
import type { CreatorListRow } from './creator-list.types.ts';
import './CreatorLists.css';

export interface AddToListFormProps {
  /** How many creators are being added, for the button. */
  count: number;
  /** The company's lists to choose from. */
  lists: readonly CreatorListRow[];
  /** Where lists are made, offered when there is none yet. */
  listsHref: string;
  /** Called with the chosen list's id. */
  onSubmit(listId: string): void | Promise<void>;
  /** Leaves without adding. */
  onCancel(): void;
  /** The server's answer to the last send. */
  serverError?: FormServerError | null | undefined;
  /** True while the creators are being added. */
  submitting?: boolean | undefined;
}

/** "Add to list" from a creator table: spec 5, "a creator list must be selected". */
export function AddToListForm({ count, lists, listsHref, onSubmit, onCancel, serverError, submitting = false }: AddToListFormProps) {
  if (lists.length === 0)
    return (
      <div className="form">
        <p>
          You have no creator lists yet. <AppLink href={listsHref}>Create one</AppLink> first.
        </p>
        <Button variant="secondary" onClick={onCancel}>
          Close
        </Button>
      </div>
    );
  return (
    <ListPickForm
      className="form"
      label="Creator list"
      lists={lists}
      onSubmit={onSubmit}
      submitLabel={`Add ${count === 1 ? 'one creator' : `${count} creators`}`}
      otherButtons={
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      }
      serverError={serverError}
      submitting={submitting}
    />
  );
}
