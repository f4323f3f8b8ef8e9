import { describeCreatorChannelRepositoryContract } from '@lurkit/core/channels/ports/creator-channel-repository.contract.ts';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';
import { MikroOrmCreatorChannelRepository } from './mikro-orm-creator-channel-repository.ts';

const db = useTestDatabase();

describeCreatorChannelRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MikroOrmCreatorChannelRepository(em), users: new MikroOrmUserRepository(em) };
});
