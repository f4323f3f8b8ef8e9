import { describeCreatorChannelRepositoryContract } from '@lurkit/core/channels/ports/creator-channel-repository.contract.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';
import { MikroOrmCreatorChannelRepository } from './mikro-orm-creator-channel-repository.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describeCreatorChannelRepositoryContract('PostgreSQL', async () => {
  const em = db.orm.em.fork();
  return { repo: new MikroOrmCreatorChannelRepository(em), users: new MikroOrmUserRepository(em) };
});
