import { MikroORM } from '@mikro-orm/postgresql';

/** Replaces the database part of a connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export interface AdminConnection {
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Runs administrative statements (create or drop a database) on the server's `postgres` database,
 * through a short-lived entity-less ORM so MikroORM stays the only database client.
 */
export async function withAdminConnection<T>(serverUrl: string, work: (admin: AdminConnection) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({
    clientUrl: withDatabase(serverUrl, 'postgres'),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
    pool: { min: 0, max: 1 },
  });
  try {
    const connection = orm.em.getConnection();
    return await work({ query: (sql, params = []) => connection.execute(sql, params) });
  } finally {
    await orm.close(true);
  }
}

export async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  await withAdminConnection(serverUrl, async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = ?', [database]);
    if (found.length === 0) await admin.query(`create database ${quoteIdentifier(database)}`);
  });
}
