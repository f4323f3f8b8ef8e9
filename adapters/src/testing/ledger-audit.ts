import pg from 'pg';
import { expect } from 'vitest';

/**
 * What the fault tests read of the books after a crash, straight from PostgreSQL: transactions whose
 * entries do not sum to zero, the causes posted for some references, the reconciliations run. And how
 * they hold a process at a chosen point: a row locked by the test, a backend seen waiting on it.
 */
export function ledgerAudit(databaseUrl: string) {
  const rows = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  // backend_xid is set once a transaction has written: a waiting backend with one holds uncommitted writes.
  const waiting = (holder: number) =>
    rows<{ pid: number; wrote: boolean }>(
      'select pid, backend_xid is not null as wrote from pg_stat_activity where $1::int = any(pg_blocking_pids(pid)) order by pid',
      [holder],
    );
  return {
    /** Ids of transactions whose entries do not sum to zero (double entry says: none). */
    unbalancedTransactions: async () =>
      (
        await rows<{ id: string }>(
          `select t.id from ledger_transaction t left join ledger_entry e on e.transaction_id = t.id
           group by t.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2 order by t.id`,
        )
      ).map((r) => r.id),
    /** The causes of the transactions posted for these references, sorted. */
    causesOf: async (references: string[]) =>
      (
        await rows<{ cause: string }>('select cause from ledger_transaction where reference = any($1) order by cause, id', [references])
      ).map((r) => r.cause),
    /** How many reconciliations have run. */
    reconciliations: async () => Number((await rows<{ n: number }>('select count(*)::int as n from ledger_reconciliation'))[0]?.n),
    checkoutStatus: async (checkoutId: string) =>
      (await rows<{ status: string }>('select status from quest_payment where id = $1', [checkoutId]))[0]?.status,
    providerPaymentId: async (checkoutId: string) =>
      (await rows<{ id: string }>('select provider_payment_id as id from quest_payment where id = $1', [checkoutId]))[0]!.id,
    /** Locks one row in a transaction of the test's own until `release`. */
    async holdRow(table: string, id: string) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('begin');
      await client.query(`select 1 from ${table} where id = $1 for update`, [id]);
      const holder = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      return {
        /** The first backend waiting on the held row, once one does, and whether it has written before waiting. */
        waitedOnBy: () =>
          expect
            .poll(async () => (await waiting(holder))[0]?.pid, { timeout: 30_000, interval: 20 })
            .toBeTypeOf('number')
            .then(async () => (await waiting(holder))[0]!),
        release: async () => {
          await client.query('rollback');
          await client.end();
        },
      };
    },
    /** How many backends of this database wait on a lock. */
    lockWaits: async () =>
      Number(
        (
          await rows<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]?.n,
      ),
    /** Waits until a backend has ended (its client gone, its open transaction rolled back). */
    backendGone: (pid: number) =>
      expect
        .poll(async () => (await rows('select 1 from pg_stat_activity where pid = $1', [pid])).length, { timeout: 30_000, interval: 20 })
        .toBe(0),
  };
}
