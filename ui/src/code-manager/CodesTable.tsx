import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';

export interface CodeRowView {
  id: string;
  masked: string;
  platform: string;
  status: 'available' | 'claimed' | 'unavailable';
  addedAt: string;
  claimedAt: string | null;
  distributedBy: string | null;
  /** What handed it out, by name (a Key campaign); null when unknown or not handed out. */
  distributor?: { name: string } | null;
  addedBy: { name: string } | null;
  claimedBy: { name: string } | null;
}

export interface CodesTableProps {
  itemName: string;
  codes: readonly CodeRowView[];
  /** Shows one code in full; every reveal is recorded. */
  onReveal(codeId: string): Promise<string>;
  /** Deletes an unclaimed code, asked after a confirmation; without it no code offers Delete. */
  onDelete?(codeId: string): Promise<void>;
  /** Deletes the ticked codes, all or none, after a confirmation; without it rows have no checkboxes. */
  onDeleteMany?(codeIds: string[]): Promise<void>;
  hasMore?: boolean;
  onLoadMore?(): void;
  loading?: boolean;
}

const STATUS = { available: 'Available', claimed: 'Claimed', unavailable: 'Unavailable (allocate)' } as const;

/** An item's codes, masked; a reveal shows one in full (spec: codes are secrets; reveals are recorded). */
export function CodesTable({
  itemName,
  codes,
  onReveal,
  onDelete,
  onDeleteMany,
  hasMore = false,
  onLoadMore,
  loading = false,
}: CodesTableProps) {
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<CodeRowView | null>(null);
  const [deletingMany, setDeletingMany] = useState<string[]>([]);
  const claimedAmong = codes.filter((c) => deletingMany.includes(c.id) && c.status === 'claimed').length;
  const columns: DataColumn<CodeRowView>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (row) =>
        revealed[row.id] ? (
          <code>{revealed[row.id]}</code>
        ) : (
          <span>
            <code>{row.masked}</code>{' '}
            <Button variant="ghost" onClick={() => void onReveal(row.id).then((value) => setRevealed((r) => ({ ...r, [row.id]: value })))}>
              Reveal
            </Button>
          </span>
        ),
    },
    { id: 'platform', header: 'Platform', cell: (row) => row.platform, sortValue: (row) => row.platform },
    { id: 'status', header: 'Status', cell: (row) => STATUS[row.status], sortValue: (row) => row.status },
    { id: 'addedBy', header: 'Added by', cell: (row) => row.addedBy?.name ?? '—' },
    { id: 'claimedBy', header: 'Claimed by', cell: (row) => row.claimedBy?.name ?? '—' },
    {
      id: 'claimedAt',
      header: 'Claimed',
      cell: (row) => (row.claimedAt ? formatDateTime(row.claimedAt) : '—'),
      sortValue: (row) => row.claimedAt ?? '',
    },
    { id: 'distributedBy', header: 'Distributed by', cell: (row) => row.distributor?.name ?? row.distributedBy ?? '—' },
    ...(onDelete
      ? [
          {
            id: 'actions',
            header: 'Actions',
            // Spec 6: a claimed code stays (results, leaked-key tracing); only unclaimed ones are deleted.
            cell: (row: CodeRowView) =>
              row.status === 'claimed' ? null : (
                <Button variant="ghost" onClick={() => setDeleting(row)}>
                  Delete<span className="visually-hidden"> code {row.masked}</span>
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      <DataTable
        caption={`Codes of ${itemName}`}
        columns={columns}
        rows={codes}
        getRowId={(row) => row.id}
        rowLabel={(row) => `code ${row.masked}`}
        bulkActions={onDeleteMany ? [{ id: 'delete', label: 'Delete selected', variant: 'danger' }] : undefined}
        onBulkAction={(_action, ids) => setDeletingMany(ids)}
        pageSize={50}
        loading={loading}
        empty={<EmptyState title="No codes yet" headingLevel={3} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this code?"
        confirmLabel="Delete code"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const code = deleting;
          setDeleting(null);
          if (code) void onDelete?.(code.id);
        }}
      >
        The {deleting?.platform} code {deleting?.masked} leaves {itemName} for good; no creator can claim it.
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingMany.length > 0}
        title={`Delete ${deletingMany.length === 1 ? 'this code' : `these ${deletingMany.length} codes`}?`}
        confirmLabel="Delete codes"
        onCancel={() => setDeletingMany([])}
        onConfirm={() => {
          const ids = deletingMany;
          setDeletingMany([]);
          void onDeleteMany?.(ids);
        }}
      >
        {claimedAmong > 0
          ? `${claimedAmong} of them ${claimedAmong === 1 ? 'was' : 'were'} claimed and stay, so nothing will be deleted: untick the claimed codes first.`
          : `They leave ${itemName} for good; no creator can claim them.`}
      </ConfirmDialog>
      {hasMore && onLoadMore && (
        <Button variant="secondary" onClick={onLoadMore}>
          Load more codes
        </Button>
      )}
    </>
  );
}
