import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDate, formatUsd } from '../format/format.ts';

export interface InvoiceRow {
  id: string;
  number: string;
  description: string;
  amount: { cents: number };
  status: string;
  issuedAt: string;
  pdfPath: string;
}

const STATUS_LABELS: Record<string, string> = { paid: 'Paid', open: 'Open', failed: 'Payment failed', void: 'Void' };

const columns: DataColumn<InvoiceRow>[] = [
  { id: 'issued', header: 'Date', cell: (r) => formatDate(r.issuedAt), sortValue: (r) => r.issuedAt },
  { id: 'number', header: 'Invoice', cell: (r) => r.number },
  { id: 'description', header: 'Description', cell: (r) => r.description },
  { id: 'amount', header: 'Amount', cell: (r) => formatUsd(r.amount.cents), sortValue: (r) => r.amount.cents, align: 'end' },
  { id: 'status', header: 'Status', cell: (r) => STATUS_LABELS[r.status] ?? r.status },
  {
    id: 'pdf',
    header: 'PDF',
    cell: (r) => (
      <a href={r.pdfPath} download>
        Download<span className="visually-hidden"> invoice {r.number}</span>
      </a>
    ),
  },
];

/** The plan invoices the provider issued, newest first, each downloadable as PDF. */
export function InvoiceList({ invoices, loading = false }: { invoices: readonly InvoiceRow[]; loading?: boolean }) {
  return (
    <DataTable
      caption="Invoices"
      columns={columns}
      rows={invoices}
      getRowId={(r) => r.id}
      loading={loading}
      initialSort={{ id: 'issued', desc: true }}
      empty={<EmptyState title="No invoices yet">Invoices appear here once you are on a paid plan.</EmptyState>}
    />
  );
}
