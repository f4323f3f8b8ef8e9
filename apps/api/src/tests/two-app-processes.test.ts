import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../testing/app-process.ts';
import { HttpClient } from '../testing/http-client.ts';
import { ME, REGISTER_COMPANY, newCompanyInput } from './operations.ts';
import { jobsLeftToWork, sql } from '../testing/direct-db.ts';

const countMailsTo = async (databaseUrl: string, emails: string[]) =>
  (await sql<{ n: number }>(databaseUrl, 'select count(*)::int as n from email_outbox where "to" in (?)', [emails]))[0]?.n;

// Two app processes, each with its worker, on one database, as a load balancer would see them.
const database = useTestDatabase();
const instances: AppProcess[] = [];
const start = (authSecret: string) =>
  startAppProcess(database().url, { AUTH_SECRET: authSecret }).then((app) => (instances.push(app), app));

let first: AppProcess;
let second: AppProcess;
let stranger: AppProcess;
beforeAll(async () => {
  [first, second, stranger] = await Promise.all([start('a'.repeat(64)), start('a'.repeat(64)), start('b'.repeat(64))]);
}, 60_000);
afterAll(async () => {
  await Promise.all(instances.map((app) => app.stop()));
});

describe('two app processes on one database', () => {
  it('accept each other’s CSRF tokens and sessions when they share AUTH_SECRET', async () => {
    const input = newCompanyInput();
    const onFirst = new HttpClient(first.url);
    expect((await onFirst.op(REGISTER_COMPANY, { input })).errors).toEqual([]);
    const token = await onFirst.csrfToken();
    const onSecond = onFirst.on(second.url);
    const signIn = await onSecond.postForm('/api/auth/callback/credentials', {
      csrfToken: token,
      username: input.username,
      password: input.password,
      json: 'true',
    });
    expect(signIn.status).toBe(200);
    expect((await onFirst.op(ME)).data?.me?.username).toBe(input.username);
    expect((await onSecond.op(ME)).data?.me?.username).toBe(input.username);
  });

  it('refuse a CSRF token signed with another AUTH_SECRET', async () => {
    const input = newCompanyInput();
    const onFirst = new HttpClient(first.url);
    expect((await onFirst.op(REGISTER_COMPANY, { input })).errors).toEqual([]);
    const token = await onFirst.csrfToken();
    const signIn = await onFirst.on(stranger.url).postForm('/api/auth/callback/credentials', {
      csrfToken: token,
      username: input.username,
      password: input.password,
      json: 'true',
    });
    expect(signIn.status).toBe(403);
  });

  it('send each queued mail once, whichever worker takes it', async () => {
    const inputs = Array.from({ length: 12 }, () => newCompanyInput());
    await Promise.all(inputs.map((input, i) => new HttpClient([first, second][i % 2]!.url).op(REGISTER_COMPANY, { input })));
    await expect
      .poll(
        () =>
          countMailsTo(
            database().url,
            inputs.map((i) => i.email),
          ),
        { timeout: 15_000 },
      )
      .toBe(inputs.length);
    // Once both workers have no job left to work, a duplicate would have shown up; none does.
    await expect.poll(() => jobsLeftToWork(database().url), { timeout: 15_000, interval: 100 }).toBe(0);
    expect(
      await countMailsTo(
        database().url,
        inputs.map((i) => i.email),
      ),
    ).toBe(inputs.length);
  });
});
