import { describeShortlistRepositoryContract } from '../ports/shortlist-repository.contract.ts';
import { InMemoryShortlistRepository } from './in-memory-shortlist-repository.ts';
import { describeStatisticsStoreContract } from '../ports/statistics-store.contract.ts';
import { InMemoryStatisticsStore } from './in-memory-statistics-store.ts';
import { describeInsightsExportRepositoryContract } from '../ports/insights-export-repository.contract.ts';
import { describeSavedInsightsFilterRepositoryContract } from '../ports/saved-insights-filter-repository.contract.ts';
import { InMemoryInsightsExportRepository } from './in-memory-insights-export-repository.ts';
import { InMemorySavedInsightsFilterRepository } from './in-memory-saved-insights-filter-repository.ts';

describeInsightsExportRepositoryContract('in memory', async () => ({
  repo: new InMemoryInsightsExportRepository(),
  companyIds: ['company-1', 'company-2'],
}));
describeSavedInsightsFilterRepositoryContract('in memory', async () => ({
  repo: new InMemorySavedInsightsFilterRepository(),
  companyIds: ['company-1', 'company-2'],
  userId: 'user-1',
}));
describeShortlistRepositoryContract('in memory', async () => ({
  repo: new InMemoryShortlistRepository(),
  companyIds: ['company-1', 'company-2'],
  userId: 'user-1',
  postIds: ['post-1', 'post-2', 'post-3'],
}));
describeStatisticsStoreContract('in memory', async () => {
  const store = new InMemoryStatisticsStore();
  return {
    store,
    creatorIds: ['creator-a', 'creator-b', 'creator-c'],
    gameIds: [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()],
    setLocale: async (creatorId, locale) => store.setLocale(creatorId, locale),
  };
});
