import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { aUserRecord } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { createWorkerContainer } from './container.ts';
import { WORKER_TOKENS } from './tokens.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';

const database = useTestDatabase();
let queue: PgBossJobQueue;
beforeAll(async () => {
  queue = new PgBossJobQueue(database().url);
});

it('gives each job a scope with every context, on the same wirings as the API, transactions included', async () => {
  const container = createWorkerContainer({
    orm: database().orm,
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
