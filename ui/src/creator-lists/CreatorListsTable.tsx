import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { CreatorListNameForm } from './CreatorListNameForm.tsx';
import type { CreatorListRow } from './creator-list.types.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import './CreatorLists.css';
import { formatCount } from '../format/format.ts';

export interface CreatorListsTableProps {
  /** The company's lists. */
  lists: readonly CreatorListRow[];
  /** Where a list's creators are shown. */
  hrefOf(list: CreatorListRow): string;
  /** Renames a list; resolves true when it was saved (the inline form then closes). */
  onRename(listId: string, name: string): Promise<boolean>;
  /** Deletes a list, after the person confirmed. */
  onDelete(listId: string): void;
  /** The server's answer to the last rename (shown at the name field). */
  renameError?: FormServerError | null | undefined;
  /** Rows with an action under way: their buttons are busy. */
  busyIds?: readonly string[];
  /** Shows the loading row. */
  loading?: boolean;
  /** Why the last delete failed. */
  error?: string | null;
  /** A page's leave guard for a name being edited (useEditGuard). */
  renameGuard?: EditGuardProps;
}

/** The Lists tab: each list with its count, a link to its creators, rename inline and delete after confirmation. */
export function CreatorListsTable({
  lists,
  hrefOf,
  onRename,
  onDelete,
  renameError,
  busyIds = [],
  loading,
  error,
  renameGuard,
}: CreatorListsTableProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CreatorListRow | null>(null);
  const name = (list: CreatorListRow) =>
    renaming === list.id ? (
      <CreatorListNameForm
        defaultName={list.name}
        label={`New name for ${list.name}`}
        submitLabel="Save"
        submitting={busyIds.includes(list.id)}
        serverError={renameError}
        guard={renameGuard}
        onSubmit={async (value) => {
          const saved = await onRename(list.id, value);
          if (saved) setRenaming(null);
          return saved;
        }}
        onCancel={() => setRenaming(null)}
      />
    ) : (
      <AppLink href={hrefOf(list)}>{list.name}</AppLink>
    );
  const actions = (list: CreatorListRow) =>
    renaming === list.id ? null : (
      <div className="creator-lists__actions">
        <Button variant="secondary" onClick={() => setRenaming(list.id)} disabled={busyIds.includes(list.id)}>
          Rename<span className="visually-hidden"> {list.name}</span>
        </Button>
        <Button variant="danger" onClick={() => setDeleting(list)} loading={busyIds.includes(list.id)}>
          Delete<span className="visually-hidden"> {list.name}</span>
        </Button>
      </div>
    );
  const columns: DataColumn<CreatorListRow>[] = [
    { id: 'name', header: 'Name', cell: name, sortValue: (l) => l.name.toLowerCase() },
    {
      id: 'count',
      header: 'Creators',
      cell: (l) => formatCount(l.creatorCount),
      sortValue: (l) => l.creatorCount,
      align: 'end',
    },
    { id: 'actions', header: 'Actions', cell: actions },
  ];
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <DataTable
        caption="Creator lists"
        columns={columns}
        rows={lists}
        getRowId={(l) => l.id}
        loading={loading}
        pageSize={25}
        initialSort={{ id: 'name' }}
        empty={
          <EmptyState title="No creator lists yet" headingLevel={2}>
            Name a list above, then add creators to it from any creator table.
          </EmptyState>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this list'}?`}
        confirmLabel="Delete list"
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>
          The list and its {deleting?.creatorCount ?? 0} creators go. Campaigns that ask for this list no longer let anyone in through it.
        </p>
      </ConfirmDialog>
    </>
  );
}
