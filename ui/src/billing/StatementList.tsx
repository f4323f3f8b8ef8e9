import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatCalendarMonth, formatDate, formatUsd } from '../format/format.ts';
import './billing.css';

export interface StatementLineRow {
  id: string;
  date: string;
  kind: string;
  description: string;
  amount: { cents: number };
}

export interface StatementRow {
  month: string;
  total: { cents: number };
  pdfPath: string;
  lines: readonly StatementLineRow[];
}

const KIND_LABELS: Record<string, string> = { PLAN: 'Plan', QUEST: 'Quest', REFUND: 'Refund' };

const columns: DataColumn<StatementLineRow>[] = [
  { id: 'date', header: 'Date', cell: (l) => formatDate(l.date) },
  { id: 'kind', header: 'Type', cell: (l) => KIND_LABELS[l.kind] ?? l.kind },
  { id: 'description', header: 'Description', cell: (l) => l.description },
  { id: 'amount', header: 'Amount', cell: (l) => formatUsd(l.amount.cents), align: 'end' },
];

/** One statement a month: every plan invoice, Quest payment and refund (negative), the month's total, and its PDF. */
export function StatementList({ statements }: { statements: readonly StatementRow[] }) {
  if (statements.length === 0) {
    return <EmptyState title="No statements yet">A statement appears for every month with a payment.</EmptyState>;
  }
  return (
    <div className="statement-list">
      {statements.map((s) => (
        <section key={s.month} aria-labelledby={`statement-${s.month}`}>
          <h2 id={`statement-${s.month}`}>{formatCalendarMonth(s.month)}</h2>
          <DataTable caption={`Payments in ${formatCalendarMonth(s.month)}`} columns={columns} rows={s.lines} getRowId={(l) => l.id} />
          <p>
            <strong>Total {formatUsd(s.total.cents)}</strong> ·{' '}
            <a href={s.pdfPath} download>
              Download statement<span className="visually-hidden"> for {formatCalendarMonth(s.month)}</span>
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
