import { formatDateTime, formatUsd } from '@lurkit/ui/format/format.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import useSWR from 'swr';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { fetchLedgerReconciliation } from '../operations/reconciliation.operations.ts';

const SUBJECT_LABELS = {
  charge: 'Card charge',
  refund: 'Refund',
  payoutOnItsWay: 'Payout on its way',
  payoutPaid: 'Payout paid',
} as const;

type Mismatch = { subject: keyof typeof SUBJECT_LABELS; reference: string; providerCents: number; ledgerCents: number };

/**
 * /staff/reconciliation: where the ledger and Stripe or Trolley disagree, as the nightly
 * reconciliation found it. Nothing here is corrected by the platform: each line is for staff to look into.
 */
export function StaffReconciliationPage() {
  const reconciliation = useSWR('gql:LedgerReconciliation', fetchLedgerReconciliation);
  return (
    <>
      <h1>Reconciliation</h1>
      <p>The ledger compared each night with what Stripe and Trolley report. A mismatch is listed, never corrected on its own.</p>
      {reconciliation.data === undefined ? (
        <PageStatus error={reconciliation.error} />
      ) : reconciliation.data === null ? (
        <EmptyState title="Not reconciled yet" headingLevel={2}>
          The first reconciliation runs tonight.
        </EmptyState>
      ) : (
        <>
          <p>Last reconciled {formatDateTime(reconciliation.data.ranAt)}.</p>
          <DataTable<Mismatch>
            caption="Mismatches"
            rows={reconciliation.data.mismatches}
            getRowId={(m) => `${m.subject}:${m.reference}`}
            rowLabel={(m) => `${SUBJECT_LABELS[m.subject]} ${m.reference}`}
            empty={
              <EmptyState title="The ledger agrees with every provider" headingLevel={2}>
                Nothing to look into.
              </EmptyState>
            }
            columns={[
              { id: 'subject', header: 'What', cell: (m) => SUBJECT_LABELS[m.subject], sortValue: (m) => m.subject },
              { id: 'reference', header: 'Reference', cell: (m) => m.reference, sortValue: (m) => m.reference },
              {
                id: 'provider',
                header: 'Provider says',
                align: 'end',
                cell: (m) => formatUsd(m.providerCents),
                sortValue: (m) => m.providerCents,
              },
              {
                id: 'ledger',
                header: 'Ledger holds',
                align: 'end',
                cell: (m) => formatUsd(m.ledgerCents),
                sortValue: (m) => m.ledgerCents,
              },
              {
                id: 'difference',
                header: 'Difference',
                align: 'end',
                cell: (m) => formatUsd(m.providerCents - m.ledgerCents),
                sortValue: (m) => m.providerCents - m.ledgerCents,
              },
            ]}
          />
        </>
      )}
    </>
  );
}
