import { describeCompanyPageRepositoryContract } from '@lurkit/core/accounts/company-page/ports/company-page-repository.contract.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { MikroOrmCompanyPageRepository } from './mikro-orm-company-page-repository.ts';
import { MikroOrmCompanyRepository } from './mikro-orm-company-repository.ts';
import { MikroOrmUserRepository } from './mikro-orm-user-repository.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describeCompanyPageRepositoryContract('PostgreSQL', async () => {
  const em = db.orm.em.fork();
  return {
    repo: new MikroOrmCompanyPageRepository(em),
    companies: new MikroOrmCompanyRepository(em),
    users: new MikroOrmUserRepository(em),
  };
});
