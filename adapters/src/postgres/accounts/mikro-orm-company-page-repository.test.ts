import { describeCompanyPageRepositoryContract } from '@lurkit/core/accounts/company-page/ports/company-page-repository.contract.ts';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmCompanyPageRepository } from './mikro-orm-company-page-repository.ts';
import { MikroOrmCompanyRepository } from './mikro-orm-company-repository.ts';
import { MikroOrmUserRepository } from './mikro-orm-user-repository.ts';

const db = useTestDatabase();

describeCompanyPageRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return {
    repo: new MikroOrmCompanyPageRepository(em),
    companies: new MikroOrmCompanyRepository(em),
    users: new MikroOrmUserRepository(em),
  };
});
