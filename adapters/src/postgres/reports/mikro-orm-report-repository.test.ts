import { aSavedUser } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { describeReportRepositoryContract } from '@lurkit/core/reports/ports/report-repository.contract.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';
import { MikroOrmReportRepository } from './mikro-orm-report-repository.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describeReportRepositoryContract('PostgreSQL', async () => {
  const em = db.orm.em.fork();
  return {
    repo: new MikroOrmReportRepository(em),
    user: async () => (await aSavedUser(new MikroOrmUserRepository(em), { userType: 'Creator' })).id,
  };
});
