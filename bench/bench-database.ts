import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { quoteIdentifier, withAdminConnection, withDatabase } from '@lurkit/adapters/postgres/shared/admin-connection.ts';
import { startDatabase } from '@lurkit/adapters/postgres/shared/embedded-database.ts';

/** A fresh database for one bench: on DATABASE_URL's server when set, else an embedded one, dropped after. */
export async function withBenchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const dataRoot = process.env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'lurkit-bench-'));
  if (dataRoot) await chmod(dataRoot, 0o755);
  const server = await startDatabase({ dataDir: path.join(dataRoot ?? '', 'data'), database: 'postgres' });
  const name = `lurkit_bench_${process.pid}_${Date.now()}`;
  try {
    await withAdminConnection(server.url, (admin) => admin.query(`create database ${quoteIdentifier(name)}`));
    return await work(withDatabase(server.url, name));
  } finally {
    await withAdminConnection(server.url, (admin) => admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    await server.stop();
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  }
}
