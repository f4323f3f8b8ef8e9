import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createOrm } from './create-orm.ts';
import { startDatabase } from './embedded-database.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lurkit-embedded-test-'));
  // Under root the server runs as `postgres`, which must be able to enter the directory.
  await chmod(root, 0o755);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function execute(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const orm = await createOrm(url, { poolMax: 1 });
  try {
    return await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

it('uses DATABASE_URL when it is set and starts nothing', async () => {
  vi.stubEnv('DATABASE_URL', 'postgres://someone@db.example:5432/app');
  const db = await startDatabase({ dataDir: path.join(root, 'unused') });
  expect(db.url).toBe('postgres://someone@db.example:5432/app');
  await db.stop();
});

it('starts an embedded server with the lurkit database and keeps its data across restarts', async () => {
  vi.stubEnv('DATABASE_URL', '');
  const dataDir = path.join(root, 'data');

  const first = await startDatabase({ dataDir });
  try {
    expect(new URL(first.url).pathname).toBe('/lurkit');
    await execute(first.url, 'create table kept_across_restarts (id int)');
  } finally {
    await first.stop();
  }

  const second = await startDatabase({ dataDir });
  try {
    const tables = await execute(second.url, `select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.map((t) => t.table_name)).toContain('kept_across_restarts');
  } finally {
    await second.stop();
  }
});
