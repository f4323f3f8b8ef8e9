import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** Posted money is never changed: every update and delete is refused; a reversing transaction undoes one. */
const appendOnly = (table: string) => ({
  name: `${table}_append_only`,
  timing: 'before' as const,
  events: ['update' as const, 'delete' as const],
  forEach: 'row' as const,
  body: `raise exception 'The ledger is append-only: % on % is refused.', tg_op, tg_table_name;`,
});

/** A balanced set of ledger entries with its cause; rows are only inserted (a trigger refuses updates and deletes). */
export const LedgerTransactionEntity = defineEntity({
  name: 'LedgerTransaction',
  tableName: 'ledger_transaction',
  triggers: [appendOnly('ledger_transaction')],
  properties: {
    id: p.uuid().primary(),
    cause: p.string().length(32),
    reference: p.string().length(255).index('ledger_transaction_reference_index'),
    currency: p.string().length(3),
    postedAt: p.datetime(),
    /** The transaction this one reverses: each is reversed at most once. */
    reverses: p.uuid().nullable().unique('ledger_transaction_reverses_unique'),
  },
});
export type LedgerTransactionRow = InferEntity<typeof LedgerTransactionEntity>;

/** One line of a transaction: whole USD cents into (positive) or out of (negative) an account. */
export const LedgerEntryEntity = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entry',
  triggers: [appendOnly('ledger_entry')],
  properties: {
    id: p.uuid().primary(),
    transaction: () => p.manyToOne(LedgerTransactionEntity).mapToPk().index('ledger_entry_transaction_index'),
    account: p.string().length(160).index('ledger_entry_account_index'),
    amountCents: p.integer(),
  },
});
export type LedgerEntryRow = InferEntity<typeof LedgerEntryEntity>;

/** One comparison of the ledger with the providers; its mismatches are kept beside it as found. */
export const LedgerReconciliationEntity = defineEntity({
  name: 'LedgerReconciliation',
  tableName: 'ledger_reconciliation',
  properties: {
    id: p.uuid().primary(),
    ranAt: p.datetime().index('ledger_reconciliation_ran_at_index'),
  },
});

/** A place where the ledger and a provider disagreed, in cents: listed for staff, never corrected. */
export const LedgerMismatchEntity = defineEntity({
  name: 'LedgerMismatch',
  tableName: 'ledger_mismatch',
  properties: {
    id: p.uuid().primary(),
    reconciliation: () =>
      p.manyToOne(LedgerReconciliationEntity).mapToPk().deleteRule('cascade').index('ledger_mismatch_reconciliation_index'),
    subject: p.string().length(32),
    reference: p.string().length(255),
    providerCents: p.bigint('number'),
    ledgerCents: p.bigint('number'),
  },
});
export const ledgerEntities = [LedgerTransactionEntity, LedgerEntryEntity, LedgerReconciliationEntity, LedgerMismatchEntity];
