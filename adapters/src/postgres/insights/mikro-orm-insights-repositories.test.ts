import { describeSavedInsightsFilterRepositoryContract } from '@lurkit/core/insights/ports/saved-insights-filter-repository.contract.ts';
import { afterAll, beforeAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { describeInsightsExportRepositoryContract } from '@lurkit/core/insights/ports/insights-export-repository.contract.ts';
import { MikroOrmInsightsExportRepository } from './mikro-orm-insights-export-repository.ts';
import { MikroOrmSavedInsightsFilterRepository } from './mikro-orm-saved-insights-filter-repository.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describeSavedInsightsFilterRepositoryContract('PostgreSQL', async () => {
  const em = db.orm.em.fork();
  const companyIds = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companyIds) await parentRows(em).company(id);
  return { repo: new MikroOrmSavedInsightsFilterRepository(em), companyIds, userId: globalThis.crypto.randomUUID() };
});

describeInsightsExportRepositoryContract('PostgreSQL', async () => {
  const em = db.orm.em.fork();
  const companyIds = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companyIds) await parentRows(em).company(id);
  return { repo: new MikroOrmInsightsExportRepository(em), companyIds };
});
