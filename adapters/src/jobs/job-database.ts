import { CompiledQuery, type Transaction } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';

/** pg-boss's `db` option: the connection a job is inserted through. */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The open transaction of `em`, for pg-boss: a job sent through it is inserted in that transaction, so
 * it exists exactly when the work that queued it was committed. Null outside a transaction.
 */
export function jobDatabaseOf(em: EntityManager): JobDatabase | null {
  const transaction = em.getTransactionContext<Transaction<unknown>>();
  if (!transaction) return null;
  return {
    executeSql: async (text, values = []) => {
      const result = await transaction.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}
