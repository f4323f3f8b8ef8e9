import type { Result } from '../../shared/result.ts';
import type { LedgerAccount, LedgerAccountKind } from '../domain/ledger-account.ts';
import type { LedgerEntry, LedgerTransaction, LedgerTransactionRefused } from '../domain/ledger-transaction.ts';

/** An entry as an account's history reads it. */
export interface LedgerLine extends LedgerEntry {
  readonly transactionId: string;
  readonly cause: LedgerTransaction['cause'];
  readonly reference: string;
  readonly postedAt: Date;
}

/**
 * The double-entry ledger, written in the caller's transaction with the state change it records.
 * Transactions are only added: never updated or deleted, only reversed. Balances are sums of entries.
 */
export interface LedgerPort {
  /**
   * Posts a balanced transaction once: posted again with the same id it answers the first. Refused
   * when unbalanced, when it would overdraw a run's escrow or a creator's payable balance, or when it
   * reverses a transaction already reversed.
   */
  post(tx: LedgerTransaction): Promise<Result<LedgerTransaction, LedgerTransactionRefused>>;
  transaction(id: string): Promise<LedgerTransaction | null>;
  balance(account: LedgerAccount): Promise<number>;
  /** Several accounts' balances in one read (a wallet); an account without entries is 0. */
  balances(accounts: readonly LedgerAccount[]): Promise<Map<LedgerAccount, number>>;
  /** The net of every transaction reference on the accounts of one kind (reconciliation); references netting to zero included. */
  netByReference(kind: LedgerAccountKind): Promise<Map<string, number>>;
  /** Oldest first. */
  linesOf(account: LedgerAccount): Promise<LedgerLine[]>;
}
