import { InMemoryRateLimits } from '@lurkit/core/shared/testing/in-memory-rate-limits.ts';
import { aUserRecord } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { expect, it } from 'vitest';
import type { AccountChange } from '../caching/session-view-cache.ts';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.ts';
import { testSecrets } from '../testing/test-secrets.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { scopeFactory } from './scope.ts';

const db = useTestDatabase();

const scopeHearing = (heard: { change: AccountChange; committed: boolean }[], committed: () => boolean) =>
  scopeFactory(db().orm.em, {
    clock: systemClock,
    hasher: { hash: async (p: string) => p, verify: async () => true },
    // No context here queues a job.
    queue: null as unknown as PgBossJobQueue,
    appUrl: 'http://localhost',
    secrets: testSecrets,
    limits: new InMemoryRateLimits(),
    accountChanges: { changed: (change) => heard.push({ change, committed: committed() }) },
  })();

it('tells of an account change as it is written and, in a transaction, again once the work is done and committed', async () => {
  const heard: { change: AccountChange; committed: boolean }[] = [];
  let workDone = false;
  const user = aUserRecord();
  await scopeHearing(heard, () => workDone).transaction(async (scope) => {
    await scope.accounts.users.save(user);
    workDone = true;
  });
  expect(heard).toEqual([
    { change: { userIds: [user.id] }, committed: false },
    { change: { userIds: [user.id] }, committed: true },
  ]);
});

it('tells of a change again even when the transaction rolls back (a forgotten view is only a miss)', async () => {
  const heard: { change: AccountChange; committed: boolean }[] = [];
  const user = aUserRecord();
  const failing = scopeHearing(heard, () => false).transaction(async (scope) => {
    await scope.accounts.users.save(user);
    throw new Error('abort');
  });
  await expect(failing).rejects.toThrow('abort');
  expect(heard.map((h) => h.change)).toEqual([{ userIds: [user.id] }, { userIds: [user.id] }]);
});
