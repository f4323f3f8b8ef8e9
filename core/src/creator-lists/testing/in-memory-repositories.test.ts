import { describePlatformVipRepositoryContract } from '../ports/platform-vip-repository.contract.ts';
import { InMemoryPlatformVipRepository } from './in-memory-platform-vip-repository.ts';
import { describeCreatorListRepositoryContract } from '../ports/creator-list-repository.contract.ts';
import { describeVipGrantRepositoryContract } from '../ports/vip-grant-repository.contract.ts';
import { InMemoryCreatorListRepository } from './in-memory-creator-list-repository.ts';
import { InMemoryVipGrantRepository } from './in-memory-vip-grant-repository.ts';

describeCreatorListRepositoryContract('in memory', async () => ({ repo: new InMemoryCreatorListRepository() }));
describeVipGrantRepositoryContract('in memory', async () => ({ repo: new InMemoryVipGrantRepository() }));
describePlatformVipRepositoryContract('in memory', async () => {
  let n = 0;
  return { repo: new InMemoryPlatformVipRepository(), creator: async () => `creator-${++n}` };
});
