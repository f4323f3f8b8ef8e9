import { describeApiTokenRepositoryContract } from '@lurkit/core/api-tokens/ports/api-token-repository.contract.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmApiTokenRepository } from './mikro-orm-api-token-repository.ts';

const db = useTestDatabase();

describeApiTokenRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const [companyId, otherCompanyId, ownerId] = [0, 1, 2].map(() => globalThis.crypto.randomUUID()) as [string, string, string];
  await parentRows(em).company(companyId);
  await parentRows(em).company(otherCompanyId);
  return { repo: new MikroOrmApiTokenRepository(em), companyId, otherCompanyId, ownerId };
});
