import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createOrm } from './create-orm.ts';
import { startDatabase } from './embedded-database.ts';
import { clearStalePostmaster } from './stale-postmaster.ts';

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

it('starts an embedded server with the lurkit database, keeps its data across restarts and runs throwaway for tests', async () => {
  vi.stubEnv('DATABASE_URL', '');
  const dataDir = path.join(root, 'data');

  const first = await startDatabase({ dataDir });
  try {
    expect(new URL(first.url).pathname).toBe('/lurkit');
    await execute(first.url, 'create table kept_across_restarts (id int)');
    expect(await execute(first.url, 'show fsync')).toEqual([{ fsync: 'on' }]);
  } finally {
    await first.stop();
  }

  // The test run's own server: same cluster, no flushing to disk, room for files running side by side.
  const second = await startDatabase({ dataDir, throwaway: true });
  try {
    const tables = await execute(second.url, `select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.map((t) => t.table_name)).toContain('kept_across_restarts');
    expect(await execute(second.url, 'show fsync')).toEqual([{ fsync: 'off' }]);
    expect(await execute(second.url, 'show max_connections')).toEqual([{ max_connections: '400' }]);
  } finally {
    await second.stop();
  }
}, 90_000);

/** `npm start`'s database in a child process, which the test then kills -9 as a crash would. */
async function startInChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const module = pathToFileURL(path.join(import.meta.dirname, 'embedded-database.ts')).href;
  const script = `const { startDatabase } = await import(${JSON.stringify(module)});
    const db = await startDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    console.log('URL ' + db.url);
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/URL (\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before its database started`)));
  });
  return { child, url };
}

const postmasterPid = async (dataDir: string) => Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('starts normally after `npm start` was killed -9, stopping the orphaned server it left, data kept', async () => {
  vi.stubEnv('DATABASE_URL', '');
  const dataDir = path.join(root, 'killed');
  const { child, url } = await startInChild(dataDir);
  await execute(url, 'create table written_before_the_crash (id int)');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  const orphan = await postmasterPid(dataDir);
  expect(isAlive(orphan)).toBe(true);

  const recovered: string[] = [];
  const restarted = await startDatabase({ dataDir, onRecovery: (message) => recovered.push(message) });
  try {
    expect(isAlive(orphan)).toBe(false);
    expect(recovered).toEqual([`Embedded PostgreSQL: stopped orphaned server left by a previous run in ${dataDir}.`]);
    const tables = await execute(restarted.url, `select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.map((t) => t.table_name)).toContain('written_before_the_crash');
    // A server whose parent is a live node process is another running Lurkit: left alone, with what to do.
    await expect(clearStalePostmaster(dataDir)).rejects.toThrow(`Another Lurkit (process ${process.pid}) is running on ${dataDir}`);
  } finally {
    await restarted.stop();
  }

  // A pid file whose process is gone (the whole machine was reset) is cleared too.
  await writeFile(path.join(dataDir, 'postmaster.pid'), `${child.pid}\n${dataDir}\n`);
  const afterReset = await startDatabase({ dataDir, onRecovery: (message) => recovered.push(message) });
  await afterReset.stop();
  expect(recovered.at(-1)).toBe(`Embedded PostgreSQL: removed stale pid file left by a previous run in ${dataDir}.`);
}, 90_000);
