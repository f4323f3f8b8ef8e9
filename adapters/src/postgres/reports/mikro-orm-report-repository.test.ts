import { aSavedUser } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { describeReportRepositoryContract } from '@lurkit/core/reports/ports/report-repository.contract.ts';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';
import { MikroOrmReportRepository } from './mikro-orm-report-repository.ts';

const db = useTestDatabase();

describeReportRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return {
    repo: new MikroOrmReportRepository(em),
    user: async () => (await aSavedUser(new MikroOrmUserRepository(em), { userType: 'Creator' })).id,
  };
});
