import { describeUserProfileRepositoryContract } from '@lurkit/core/accounts/profile/ports/user-profile-repository.contract.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserProfileRepository } from './mikro-orm-user-profile-repository.ts';

const db = useTestDatabase();

describeUserProfileRepositoryContract('PostgreSQL', async () => ({
  profiles: new MikroOrmUserProfileRepository(db().orm.em.fork()),
  aUser: async () => {
    const id = globalThis.crypto.randomUUID();
    await parentRows(db().orm.em.fork()).user(id);
    return id;
  },
}));
