import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

export type Execute = <T extends object[]>(sql: string, params: unknown[]) => Promise<T>;

/**
 * Runs SQL with `$1`-style parameters bound by the server, on the unit of work's transaction when it
 * has one. MikroORM's `execute` inlines every parameter into the SQL text in JavaScript, which costs
 * seconds for a batch of thousands of rows sent as one jsonb parameter; binding costs nothing.
 * Placeholders are written `?` as elsewhere and numbered here, so the SQL must hold no other `?`.
 */
export function boundExecute(em: EntityManager): Execute {
  return async <T extends object[]>(sql: string, params: unknown[]): Promise<T> => {
    const context = em.getTransactionContext<{ executeQuery: typeof executeQuery }>() ?? em.getConnection().getClient();
    let n = 0;
    const result = await context.executeQuery(
      CompiledQuery.raw(
        sql.replace(/\?/g, () => `$${(n += 1)}`),
        params,
      ),
    );
    return result.rows as T;
  };
}

declare function executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>;
