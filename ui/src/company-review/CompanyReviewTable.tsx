import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import { formatDateTime } from '../format/format.ts';

export interface CompanyForReviewRow {
  id: string;
  name: string;
  type: string;
  website: string;
  isVerified: boolean;
  /** ISO instant. */
  createdAt: string;
  owner: { username: string; email: string; emailVerified: boolean } | null;
}

export type CompanyReviewDecision = 'APPROVE' | 'REFUSE';

export interface CompanyReviewTableProps {
  /** The companies loaded so far, unverified first. */
  companies: readonly CompanyForReviewRow[];
  /** More companies wait on the server. */
  hasMore: boolean;
  /** Fetches the next page; the button shows while there is more. */
  onLoadMore(): void;
  /** True while the next page loads. */
  loadingMore?: boolean;
  /** Approve (verify) or refuse the selected companies. */
  onDecide(companyIds: string[], decision: CompanyReviewDecision): void;
  /** Why the last decision failed, if it did. */
  error?: string | null;
}

const COLUMNS: readonly DataColumn<CompanyForReviewRow>[] = [
  { id: 'name', header: 'Company', cell: (c) => c.name, sortValue: (c) => c.name.toLowerCase() },
  {
    id: 'status',
    header: 'Account',
    cell: (c) => <Badge look={c.isVerified ? { label: 'Verified', tone: 'success' } : { label: 'Waiting for review', tone: 'warning' }} />,
  },
  { id: 'owner', header: 'Owner', cell: (c) => (c.owner ? `${c.owner.username} (${c.owner.email})` : '—') },
  { id: 'website', header: 'Website', cell: (c) => c.website },
  { id: 'created', header: 'Registered', cell: (c) => formatDateTime(c.createdAt), sortValue: (c) => c.createdAt },
];

const ACTIONS = [
  { id: 'APPROVE', label: 'Approve' },
  { id: 'REFUSE', label: 'Refuse', variant: 'danger' as const },
];

/** Staff's account review (spec 4 and 6): a company's first publish waits until staff approve it. */
export function CompanyReviewTable({ companies, hasMore, onLoadMore, loadingMore = false, onDecide, error }: CompanyReviewTableProps) {
  return (
    <div className="form">
      {error && <Alert tone="error">{error}</Alert>}
      <DataTable
        caption="Companies"
        columns={COLUMNS}
        rows={companies}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.name}
        bulkActions={ACTIONS}
        onBulkAction={(action, ids) => onDecide(ids, action === 'APPROVE' ? 'APPROVE' : 'REFUSE')}
        pageSize={50}
        empty={<EmptyState title="No companies yet">Companies appear here when they sign up.</EmptyState>}
      />
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          Load more companies
        </Button>
      )}
    </div>
  );
}
