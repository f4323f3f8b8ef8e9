import { expect, it } from 'vitest';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { REGISTER_CREATOR, newCompanyInput } from './operations.ts';

// Fault test: every connection the app holds is terminated, repeatedly, while sign-ups keep coming.
const app = useTestApp();

const terminateAppConnections = () =>
  sql(
    app.databaseUrl,
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );

it('keeps every acknowledged write and serves again without a restart after its connections are killed', async () => {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let loading = true;
  const signUps = async () => {
    while (loading) {
      const { username, email, password } = newCompanyInput();
      const answer = await app.client().op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } });
      if (answer.errors.length === 0 && answer.data) acknowledged.push(username);
      else refused.push(answer.errors[0]?.extensions?.code ?? `HTTP ${answer.status}`);
    }
  };
  const load = Promise.all(Array.from({ length: 4 }, signUps));
  for (let round = 0; round < 5; round += 1) {
    // Each round cuts the connections of a load that is writing: a new acknowledged write since the last cut.
    const writtenBefore = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(writtenBefore);
    await terminateAppConnections();
  }
  loading = false;
  await load;

  // A lost connection fails only the requests that were using it, with a stated code, never a hang.
  expect(refused.every((code) => code === 'INTERNAL_SERVER_ERROR')).toBe(true);
  expect(acknowledged.length).toBeGreaterThan(0);
  const kept = await sql<{ username: string }>(app.databaseUrl, 'select username from user_account where username in (?)', [acknowledged]);
  expect(kept.map((row) => row.username).sort()).toEqual([...acknowledged].sort());

  const { username, email, password } = newCompanyInput();
  const after = await app.client().op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } });
  expect(after.errors).toEqual([]);
  // The job queue reconnected too: the new account's mail is delivered.
  expect(await app.mailTo(email)).toContain('/verify-email?token=');
  console.log(`connections killed 5 times under load: ${acknowledged.length} sign-ups acknowledged and kept, ${refused.length} refused`);
  // Five rounds of argon2 sign-ups on a busy machine: as long as the crash-and-restart test gets.
}, 90_000);
