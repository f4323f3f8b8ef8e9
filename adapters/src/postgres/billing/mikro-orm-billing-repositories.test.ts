import { describeBillingRepositoryContract } from '@lurkit/core/billing/ports/billing-repository.contract.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmBillingRepository } from './mikro-orm-billing-repository.ts';

const db = useTestDatabase();

describeBillingRepositoryContract('PostgreSQL', async () => {
  const companies = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companies) await parentRows(db().orm.em).company(id);
  return { repo: new MikroOrmBillingRepository(db().orm.em.fork()), companies };
});
