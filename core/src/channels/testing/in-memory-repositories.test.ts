import { InMemoryUserRepository } from '../../accounts/testing/in-memory-user-repository.ts';
import { describeCreatorChannelRepositoryContract } from '../ports/creator-channel-repository.contract.ts';
import { InMemoryCreatorChannelRepository } from './in-memory-creator-channel-repository.ts';

describeCreatorChannelRepositoryContract('in memory', async () => ({
  repo: new InMemoryCreatorChannelRepository(),
  users: new InMemoryUserRepository(),
}));
