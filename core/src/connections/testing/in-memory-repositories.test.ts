import { InMemoryUserRepository } from '../../accounts/testing/in-memory-user-repository.ts';
import { describeUserConnectionRepositoryContract } from '../ports/user-connection-repository.contract.ts';
import { InMemoryUserConnectionRepository } from './in-memory-user-connection-repository.ts';

describeUserConnectionRepositoryContract('in memory', async () => ({
  repo: new InMemoryUserConnectionRepository(),
  users: new InMemoryUserRepository(),
}));
