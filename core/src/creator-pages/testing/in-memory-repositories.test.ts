import { describeAnalyticsPageRepositoryContract } from '../ports/analytics-page-repository.contract.ts';
import { InMemoryAnalyticsPageRepository } from './in-memory-analytics-page-repository.ts';
import { describeCreatorPageRepositoryContract } from '../ports/creator-page-repository.contract.ts';
import { InMemoryCreatorPageRepository } from './in-memory-creator-page-repository.ts';

let creators = 0;
describeCreatorPageRepositoryContract('in memory', async () => ({
  repository: new InMemoryCreatorPageRepository(),
  aCreator: async () => `creator-${(creators += 1)}`,
}));

describeAnalyticsPageRepositoryContract('in memory', async () => ({
  repository: new InMemoryAnalyticsPageRepository(),
  aCreator: async () => `creator-${(creators += 1)}`,
}));
