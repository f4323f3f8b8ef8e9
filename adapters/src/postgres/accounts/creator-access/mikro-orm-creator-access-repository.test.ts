import { describeCreatorAccessRepositoryContract } from '@lurkit/core/accounts/creator-access/ports/creator-access-repository.contract.ts';
import { aSavedUser } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../../testing/test-database.ts';
import { MikroOrmUserRepository } from '../mikro-orm-user-repository.ts';
import { MikroOrmCreatorAccessRepository } from './mikro-orm-creator-access-repository.ts';

const db = useTestDatabase();

describeCreatorAccessRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return {
    repo: new MikroOrmCreatorAccessRepository(em),
    user: async () => (await aSavedUser(new MikroOrmUserRepository(em), { userType: 'User' })).id,
  };
});
