import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatDate, formatUsd } from '../format/format.ts';

export interface TaxDocumentRow {
  id: string;
  kind: 'invoice' | 'creditNote';
  number: string;
  issuedAt: string;
  tax: { gross: { cents: number }; label: string };
  /** Where the document is read and printed. */
  href: string;
}

const columns: DataColumn<TaxDocumentRow>[] = [
  { id: 'issued', header: 'Date', cell: (r) => formatDate(r.issuedAt), sortValue: (r) => r.issuedAt },
  {
    id: 'number',
    header: 'Number',
    cell: (r) => (
      <AppLink href={r.href}>
        {r.number}
        <span className="visually-hidden">{r.kind === 'invoice' ? ' invoice' : ' credit note'}</span>
      </AppLink>
    ),
  },
  { id: 'kind', header: 'Type', cell: (r) => (r.kind === 'invoice' ? 'Invoice' : 'Credit note') },
  { id: 'tax', header: 'VAT', cell: (r) => r.tax.label },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => formatUsd(r.kind === 'creditNote' ? -r.tax.gross.cents : r.tax.gross.cents),
    align: 'end',
  },
];

/** The invoices for Quest payments and the credit notes for refunds, newest first, each opening its printable page. */
export function TaxDocumentList({ documents }: { documents: readonly TaxDocumentRow[] }) {
  return (
    <DataTable
      caption="Invoices and credit notes"
      columns={columns}
      rows={documents}
      getRowId={(r) => r.id}
      initialSort={{ id: 'issued', desc: true }}
      empty={<EmptyState title="No Quest invoices yet">An invoice appears for every paid Quest checkout.</EmptyState>}
    />
  );
}
