import { describeBillingRepositoryContract } from '@lurkit/core/billing/ports/billing-repository.contract.ts';
import { afterAll, beforeAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { MikroOrmBillingRepository } from './mikro-orm-billing-repository.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describeBillingRepositoryContract('PostgreSQL', async () => {
  const companies = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companies) await parentRows(db.orm.em).company(id);
  return { repo: new MikroOrmBillingRepository(db.orm.em.fork()), companies };
});
