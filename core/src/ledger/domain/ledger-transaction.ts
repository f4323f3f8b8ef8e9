import { DomainError } from '../../shared/domain-error.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { LedgerAccount } from './ledger-account.ts';

/** What moved the money: the state change the transaction is written with. */
export const LEDGER_CAUSES = [
  'cardCharge',
  'escrowHold',
  'releaseToPayable',
  'releaseReclaimed',
  'payoutSent',
  'payoutPaid',
  'payoutFailed',
  'payoutReturned',
  'refund',
  'planCharge',
  'fee',
  'reversal',
] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** One line: whole USD cents into (positive) or out of (negative) one account. */
export interface LedgerEntry {
  readonly account: LedgerAccount;
  readonly amountCents: number;
}

/**
 * A balanced set of entries, with the cause and the id of what caused it (a checkout, a run, a
 * payout, a refund, an invoice). Posted once by id; never changed, only reversed by another one.
 */
export interface LedgerTransaction {
  readonly id: string;
  readonly cause: LedgerCause;
  readonly reference: string;
  readonly currency: 'USD';
  readonly postedAt: Date;
  readonly entries: readonly LedgerEntry[];
  /** The transaction this one reverses, for a reversal. */
  readonly reverses: string | null;
}

export class LedgerTransactionRefused extends DomainError {
  readonly code: string;
  readonly message: string;
  constructor(code: 'LEDGER.UNBALANCED' | 'LEDGER.INVALID_ENTRY' | 'LEDGER.OVERDRAWN' | 'LEDGER.ALREADY_REVERSED', message: string) {
    super();
    this.code = code;
    this.message = message;
  }
}

/** Double entry: at least two lines, each a non-zero whole number of cents, summing to zero. */
export function balancedTransaction(tx: LedgerTransaction): Result<LedgerTransaction, LedgerTransactionRefused> {
  if (tx.entries.length < 2) return err(new LedgerTransactionRefused('LEDGER.INVALID_ENTRY', 'A transaction has at least two entries.'));
  for (const entry of tx.entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)
      return err(
        new LedgerTransactionRefused('LEDGER.INVALID_ENTRY', `An entry on ${entry.account} is not a non-zero whole number of cents.`),
      );
  }
  const sum = tx.entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== 0) return err(new LedgerTransactionRefused('LEDGER.UNBALANCED', `The entries sum to ${sum} cents, not zero.`));
  return ok(tx);
}

/** The same lines with the signs turned: what undoes a transaction without touching it. */
export function reversalOf(original: LedgerTransaction, input: { id: string; postedAt: Date }): LedgerTransaction {
  return {
    id: input.id,
    cause: 'reversal',
    reference: original.reference,
    currency: 'USD',
    postedAt: input.postedAt,
    entries: original.entries.map((e) => ({ account: e.account, amountCents: -e.amountCents })),
    reverses: original.id,
  };
}

/** How a transaction changes each account it touches. */
export function deltasOf(tx: LedgerTransaction): Map<LedgerAccount, number> {
  const deltas = new Map<LedgerAccount, number>();
  for (const entry of tx.entries) deltas.set(entry.account, (deltas.get(entry.account) ?? 0) + entry.amountCents);
  return deltas;
}

/**
 * Whether a balanced transaction may be posted on these balances (before it): escrow and a creator's
 * payable balance never go below zero, so nothing is released, refunded or paid out twice.
 */
export function overdrawRefusal(
  tx: LedgerTransaction,
  balanceBefore: (account: LedgerAccount) => number,
  neverNegative: (account: LedgerAccount) => boolean,
): LedgerTransactionRefused | null {
  for (const [account, delta] of deltasOf(tx)) {
    if (delta < 0 && neverNegative(account) && balanceBefore(account) + delta < 0)
      return new LedgerTransactionRefused('LEDGER.OVERDRAWN', `${account} holds ${balanceBefore(account)} cents, less than ${-delta}.`);
  }
  return null;
}
