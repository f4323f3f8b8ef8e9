import { kindOf, NEVER_NEGATIVE, type LedgerAccount, type LedgerAccountKind } from '@lurkit/core/ledger/domain/ledger-account.ts';
import {
  balancedTransaction,
  deltasOf,
  LedgerTransactionRefused,
  overdrawRefusal,
  type LedgerTransaction,
} from '@lurkit/core/ledger/domain/ledger-transaction.ts';
import type { LedgerLine, LedgerPort } from '@lurkit/core/ledger/ports/ledger.port.ts';
import { err, ok, type Result } from '@lurkit/core/shared/result.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

type TransactionRow = { id: string; cause: LedgerTransaction['cause']; reference: string; postedAt: Date; reverses: string | null };
type LineRow = { transactionId: string; account: LedgerAccount; amountCents: number };

const guarded = (account: LedgerAccount) => NEVER_NEGATIVE.includes(kindOf(account));

/**
 * The ledger in PostgreSQL, in the caller's transaction. Posting locks the guarded accounts it takes
 * money from (advisory locks, in a fixed order), so two posts racing for one escrow cannot both pass
 * the balance check; balances are sums over ledger_entry.
 */
export class MikroOrmLedger implements LedgerPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async post(tx: LedgerTransaction): Promise<Result<LedgerTransaction, LedgerTransactionRefused>> {
    const known = await this.transaction(tx.id);
    if (known) return ok(known);
    const balanced = balancedTransaction(tx);
    if (!balanced.ok) return balanced;
    const uow = unitOfWork(this.#em);
    const taken = [...deltasOf(tx)].filter(([account, delta]) => delta < 0 && guarded(account)).map(([account]) => account);
    for (const account of taken.sort()) await uow.execute('select pg_advisory_xact_lock(hashtext(?))', [`ledger:${account}`]);
    if (tx.reverses) {
      const [already] = await uow.execute<{ id: string }[]>('select id from ledger_transaction where reverses = ?', [tx.reverses]);
      if (already) return err(new LedgerTransactionRefused('LEDGER.ALREADY_REVERSED', `Transaction ${tx.reverses} is already reversed.`));
    }
    const balances = new Map<string, number>();
    if (taken.length > 0) {
      const rows = await uow.execute<{ account: string; balance: string }[]>(
        'select account, coalesce(sum(amount_cents), 0)::text as balance from ledger_entry where account in (?) group by account',
        [taken],
      );
      for (const row of rows) balances.set(row.account, Number(row.balance));
    }
    const refused = overdrawRefusal(tx, (a) => balances.get(a) ?? 0, guarded);
    if (refused) return err(refused);
    await uow.execute('insert into ledger_transaction (id, cause, reference, currency, posted_at, reverses) values (?, ?, ?, ?, ?, ?)', [
      tx.id,
      tx.cause,
      tx.reference,
      tx.currency,
      tx.postedAt,
      tx.reverses,
    ]);
    for (const entry of tx.entries) {
      await uow.execute('insert into ledger_entry (id, transaction_id, account, amount_cents) values (?, ?, ?, ?)', [
        globalThis.crypto.randomUUID(),
        tx.id,
        entry.account,
        entry.amountCents,
      ]);
    }
    return ok(tx);
  }

  async transaction(id: string): Promise<LedgerTransaction | null> {
    if (!isUuid(id)) return null;
    const uow = unitOfWork(this.#em);
    const [row] = await uow.execute<TransactionRow[]>(
      'select id, cause, reference, posted_at as "postedAt", reverses from ledger_transaction where id = ?',
      [id],
    );
    if (!row) return null;
    const lines = await uow.execute<LineRow[]>(
      'select account, amount_cents as "amountCents" from ledger_entry where transaction_id = ? order by amount_cents, account',
      [id],
    );
    return {
      id: row.id,
      cause: row.cause,
      reference: row.reference,
      currency: 'USD',
      postedAt: new Date(row.postedAt),
      reverses: row.reverses,
      entries: lines.map((l) => ({ account: l.account, amountCents: Number(l.amountCents) })),
    };
  }

  async balance(account: LedgerAccount): Promise<number> {
    const [row] = await unitOfWork(this.#em).execute<{ balance: string }[]>(
      'select coalesce(sum(amount_cents), 0)::text as balance from ledger_entry where account = ?',
      [account],
    );
    return Number(row?.balance ?? 0);
  }

  async balances(accounts: readonly LedgerAccount[]): Promise<Map<LedgerAccount, number>> {
    const result = new Map<LedgerAccount, number>(accounts.map((a) => [a, 0]));
    if (accounts.length === 0) return result;
    const rows = await unitOfWork(this.#em).execute<{ account: LedgerAccount; balance: string }[]>(
      'select account, coalesce(sum(amount_cents), 0)::text as balance from ledger_entry where account in (?) group by account',
      [[...new Set(accounts)]],
    );
    for (const row of rows) result.set(row.account, Number(row.balance));
    return result;
  }

  async netByReference(kind: LedgerAccountKind): Promise<Map<string, number>> {
    const rows = await unitOfWork(this.#em).execute<{ reference: string; net: string }[]>(
      `select t.reference, sum(e.amount_cents)::text as net from ledger_entry e join ledger_transaction t on t.id = e.transaction_id
       where e.account like ? group by t.reference`,
      [`${kind}:%`],
    );
    return new Map(rows.map((r) => [r.reference, Number(r.net)]));
  }

  async linesOf(account: LedgerAccount): Promise<LedgerLine[]> {
    const rows = await unitOfWork(this.#em).execute<(LineRow & { cause: LedgerTransaction['cause']; reference: string; postedAt: Date })[]>(
      `select e.transaction_id as "transactionId", e.account, e.amount_cents as "amountCents", t.cause, t.reference, t.posted_at as "postedAt"
       from ledger_entry e join ledger_transaction t on t.id = e.transaction_id where e.account = ? order by t.posted_at, t.id`,
      [account],
    );
    return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents), postedAt: new Date(r.postedAt) }));
  }
}
