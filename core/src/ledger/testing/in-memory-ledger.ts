import { err, ok, type Result } from '../../shared/result.ts';
import { kindOf, NEVER_NEGATIVE, type LedgerAccount, type LedgerAccountKind } from '../domain/ledger-account.ts';
import { balancedTransaction, LedgerTransactionRefused, overdrawRefusal, type LedgerTransaction } from '../domain/ledger-transaction.ts';
import type { LedgerLine, LedgerPort } from '../ports/ledger.port.ts';

/** The ledger in memory, for use-case tests; the contract suite holds it to the PostgreSQL adapter's behaviour. */
export class InMemoryLedger implements LedgerPort {
  readonly #transactions: LedgerTransaction[] = [];

  async post(tx: LedgerTransaction): Promise<Result<LedgerTransaction, LedgerTransactionRefused>> {
    const known = this.#transactions.find((t) => t.id === tx.id);
    if (known) return ok(known);
    const balanced = balancedTransaction(tx);
    if (!balanced.ok) return balanced;
    if (tx.reverses && this.#transactions.some((t) => t.reverses === tx.reverses))
      return err(new LedgerTransactionRefused('LEDGER.ALREADY_REVERSED', `Transaction ${tx.reverses} is already reversed.`));
    const refused = overdrawRefusal(
      tx,
      (a) => this.#balance(a),
      (a) => NEVER_NEGATIVE.includes(kindOf(a)),
    );
    if (refused) return err(refused);
    const stored = { ...tx, entries: tx.entries.map((e) => ({ ...e })) };
    this.#transactions.push(stored);
    return ok(stored);
  }

  async transaction(id: string): Promise<LedgerTransaction | null> {
    return this.#transactions.find((t) => t.id === id) ?? null;
  }

  async balance(account: LedgerAccount): Promise<number> {
    return this.#balance(account);
  }

  async balances(accounts: readonly LedgerAccount[]): Promise<Map<LedgerAccount, number>> {
    return new Map(accounts.map((a) => [a, this.#balance(a)]));
  }

  async netByReference(kind: LedgerAccountKind): Promise<Map<string, number>> {
    const nets = new Map<string, number>();
    for (const t of this.#transactions)
      for (const e of t.entries) if (kindOf(e.account) === kind) nets.set(t.reference, (nets.get(t.reference) ?? 0) + e.amountCents);
    return nets;
  }

  async linesOf(account: LedgerAccount): Promise<LedgerLine[]> {
    return this.#transactions.flatMap((t) =>
      t.entries
        .filter((e) => e.account === account)
        .map((e) => ({ ...e, transactionId: t.id, cause: t.cause, reference: t.reference, postedAt: t.postedAt })),
    );
  }

  #balance(account: LedgerAccount): number {
    return this.#transactions.reduce(
      (sum, t) => sum + t.entries.filter((e) => e.account === account).reduce((s, e) => s + e.amountCents, 0),
      0,
    );
  }
}
