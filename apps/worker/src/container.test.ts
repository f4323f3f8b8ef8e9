import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { aUserRecord } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { createWorkerContainer } from './container.ts';
import { WORKER_TOKENS } from './tokens.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';

let database: TestDatabase;
let queue: PgBossJobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = new PgBossJobQueue(database.url);
});
afterAll(async () => {
  await database.drop();
});

it('gives each job a scope with every context, on the same wirings as the API, transactions included', async () => {
  const container = createWorkerContainer({
    orm: database.orm,
    queue,
    logger: pino({ level: 'silent' }),
    appUrl: 'http://localhost',
    secrets: testSecrets,
  });
  const scope = container.get(WORKER_TOKENS.JobScope)();
  const kept = aUserRecord();
  await scope.transaction(async (tx) => tx.accounts.users.save(kept));
  const lost = aUserRecord();
  await expect(
    scope.transaction(async (tx) => {
      await tx.accounts.users.save(lost);
      throw new Error('job failed');
    }),
  ).rejects.toThrow('job failed');
  const reader = container.get(WORKER_TOKENS.JobScope)();
  expect(await reader.accounts.users.findById(kept.id)).toEqual(kept);
  expect(await reader.accounts.users.findById(lost.id)).toBeNull();
});
