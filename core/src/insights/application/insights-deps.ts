import type { ClockPort } from '../../shared/clock.port.ts';
import type { CompanyGamesPort } from '../ports/company-games.port.ts';
import type { InsightsCreatorDirectoryPort } from '../ports/insights-creator-directory.port.ts';
import type { InsightsExportRepositoryPort } from '../ports/insights-export-repository.port.ts';
import type { InsightsStatisticsPort } from '../ports/insights-statistics.port.ts';
import type { ShortlistRepositoryPort } from '../ports/shortlist-repository.port.ts';
import type { SavedInsightsFilterRepositoryPort } from '../ports/saved-insights-filter-repository.port.ts';

/** Everything the insights use cases may need; each declares the part it uses with Pick. */
export interface InsightsDeps {
  exports: InsightsExportRepositoryPort;
  filters: SavedInsightsFilterRepositoryPort;
  shortlists: ShortlistRepositoryPort;
  statistics: InsightsStatisticsPort;
  creators: InsightsCreatorDirectoryPort;
  companyGames: CompanyGamesPort;
  clock: ClockPort;
}
