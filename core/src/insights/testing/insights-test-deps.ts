import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { InsightsDeps } from '../application/insights-deps.ts';
import { BUILDER_NOW } from './builders.ts';
import { InMemoryCompanyGames } from './in-memory-company-games.ts';
import { InMemoryInsightsCreatorDirectory } from './in-memory-insights-creator-directory.ts';
import { InMemoryInsightsExportRepository } from './in-memory-insights-export-repository.ts';
import { InMemorySavedInsightsFilterRepository } from './in-memory-saved-insights-filter-repository.ts';
import { InMemoryShortlistRepository } from './in-memory-shortlist-repository.ts';
import { InMemoryStatisticsStore } from './in-memory-statistics-store.ts';

export interface InsightsTestDeps extends InsightsDeps {
  exports: InMemoryInsightsExportRepository;
  filters: InMemorySavedInsightsFilterRepository;
  shortlists: InMemoryShortlistRepository;
  statistics: InMemoryStatisticsStore;
  creators: InMemoryInsightsCreatorDirectory;
  companyGames: InMemoryCompanyGames;
  clock: SettableClock;
}

export const insightsTestDeps = (now = BUILDER_NOW): InsightsTestDeps => ({
  exports: new InMemoryInsightsExportRepository(),
  filters: new InMemorySavedInsightsFilterRepository(),
  shortlists: new InMemoryShortlistRepository(),
  statistics: new InMemoryStatisticsStore(),
  creators: new InMemoryInsightsCreatorDirectory(),
  companyGames: new InMemoryCompanyGames(),
  clock: new SettableClock(now),
});
