import { describeCreatorPageRepositoryContract } from '../ports/creator-page-repository.contract.ts';
import { InMemoryCreatorPageRepository } from './in-memory-creator-page-repository.ts';

let creators = 0;
describeCreatorPageRepositoryContract('in memory', async () => ({
  repository: new InMemoryCreatorPageRepository(),
  aCreator: async () => `creator-${(creators += 1)}`,
}));
