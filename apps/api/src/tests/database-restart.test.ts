import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { freePort, startDatabase, type RunningDatabase } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { REGISTER_CREATOR, newCompanyInput } from './operations.ts';

// Fault test: the whole PostgreSQL server crashes (immediate shutdown, crash recovery on the
// next start) and comes back on the same port while sign-ups keep coming. It needs a server of its own,
// so it always runs an embedded one, whatever DATABASE_URL says.
let dataDir = '';
let port = 0;
let server: RunningDatabase | null = null;

const startOwnServer = async () => {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    server = await startDatabase({ dataDir, port, database: 'lurkit' });
    return server;
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
};

const app = useTestApp({
  database: async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lurkit-restart-pg-'));
    // Under root the server runs as `postgres` and must enter the directory.
    await chmod(root, 0o755);
    dataDir = path.join(root, 'data');
    port = await freePort();
    const { url } = await startOwnServer();
    return {
      url,
      drop: async () => {
        await server?.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  },
});

/** SIGQUIT to the postmaster is PostgreSQL's immediate shutdown: no checkpoint, as after a crash. */
async function crashServer() {
  const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  process.kill(pid, 'SIGQUIT');
  // Down once the postmaster has removed its pid file.
  await vi.waitFor(
    async () => {
      if (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null)) throw new Error('PostgreSQL is still up.');
    },
    { timeout: 30_000, interval: 50 },
  );
}

it('keeps every acknowledged write and serves again after PostgreSQL crashes and restarts under load', async () => {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let loading = true;
  const signUps = async () => {
    while (loading) {
      const { username, email, password } = newCompanyInput();
      const answer = await app.client().op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } });
      if (answer.errors.length === 0 && answer.data) acknowledged.push(username);
      else refused.push(answer.errors[0]?.extensions?.code ?? `HTTP ${answer.status}`);
      // While the server is down every answer is immediate: pace the loop instead of spinning.
      if (answer.errors.length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const load = Promise.all(Array.from({ length: 4 }, signUps));
  // Sign-ups hash passwords (argon2), so wait for writes rather than for a fixed time.
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const beforeCrash = acknowledged.length;
  const refusedBeforeCrash = refused.length;
  await crashServer();
  // The outage lasts until the load has met it: a refused request, not a length of time.
  await expect.poll(() => refused.length, { timeout: 30_000 }).toBeGreaterThan(refusedBeforeCrash);
  await startOwnServer();
  const afterRestart = acknowledged.length;
  // Writing resumes once the server is back, without restarting the app.
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(afterRestart + 3);
  loading = false;
  await load;

  // Requests during the outage fail with a stated code, never a hang or an empty 500.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((code) => code === 'INTERNAL_SERVER_ERROR')).toBe(true);
  expect(beforeCrash).toBeGreaterThan(0);
  const kept = await sql<{ username: string }>(app.databaseUrl, 'select username from user_account where username in (?)', [acknowledged]);
  expect(kept.map((row) => row.username).sort()).toEqual([...acknowledged].sort());

  const { username, email, password } = newCompanyInput();
  const after = await app.client().op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } });
  expect(after.errors).toEqual([]);
  // The job queue reconnected too: the new account's mail is delivered.
  expect(await app.mailTo(email)).toContain('/verify-email?token=');
  console.log(
    `PostgreSQL crashed and restarted under load: ${acknowledged.length} sign-ups acknowledged and kept, ${refused.length} refused`,
  );
}, 90_000);
