import { LatestReconciliation } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import { LEDGER_MISMATCH_SUBJECTS, type LedgerMismatch } from '@lurkit/core/ledger/domain/reconciliation.ts';
import type { Reconciliation } from '@lurkit/core/ledger/ports/reconciliations.port.ts';
import { builder } from '../shared/builder.ts';

const LedgerMismatchSubjectEnum = builder.enumType('LedgerMismatchSubject', {
  description:
    'What disagrees: a card charge (company cash, by checkout), a refund (by its reference), a payout on its way, or a payout paid (by payout).',
  values: LEDGER_MISMATCH_SUBJECTS,
});

const LedgerMismatchRef = builder.objectRef<LedgerMismatch>('LedgerMismatch').implement({
  description: 'One place where the ledger and a provider disagree; listed for staff, never corrected by the platform.',
  fields: (t) => ({
    subject: t.field({ type: LedgerMismatchSubjectEnum, resolve: (m) => m.subject }),
    reference: t.exposeString('reference', {
      description:
        'Our checkout, refund or payout id; `stripe:`, `trolley:` or `sandbox:` and the provider’s id when none of ours names it.',
    }),
    providerCents: t.field({
      type: 'Cents',
      description: 'What the provider’s record implies for the ledger.',
      resolve: (m) => m.providerCents,
    }),
    ledgerCents: t.field({ type: 'Cents', description: 'What the ledger holds.', resolve: (m) => m.ledgerCents }),
  }),
});

const ReconciliationRef = builder.objectRef<Reconciliation>('LedgerReconciliation').implement({
  description: 'One comparison of the ledger with Stripe’s and Trolley’s books (nightly).',
  fields: (t) => ({
    ranAt: t.expose('ranAt', { type: 'DateTime' }),
    mismatches: t.field({ type: [LedgerMismatchRef], resolve: (r) => [...r.mismatches] }),
  }),
});

builder.queryField('ledgerReconciliation', (t) =>
  t.field({
    type: ReconciliationRef,
    nullable: true,
    description: 'The latest reconciliation of the ledger with the providers, null before the first (staff only).',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => new LatestReconciliation(ctx.scope.ledger).execute(),
  }),
);
