import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsInsightsCreatorDirectory } from '../postgres/insights/accounts-insights-creator-directory.ts';
import { MikroOrmSavedInsightsFilterRepository } from '../postgres/insights/mikro-orm-saved-insights-filter-repository.ts';
import { MikroOrmInsightsExportRepository } from '../postgres/insights/mikro-orm-insights-export-repository.ts';
import { MikroOrmInsightsStatistics } from '../postgres/insights/mikro-orm-insights-statistics.ts';
import { MikroOrmShortlistRepository } from '../postgres/insights/mikro-orm-shortlist-repository.ts';
import { MikroOrmStatisticsRecorder } from '../postgres/insights/mikro-orm-statistics-recorder.ts';
import { TableCompanyGames } from '../postgres/insights/table-company-games.ts';
import type { Infrastructure } from './infrastructure.ts';

/**
 * Insights on one unit of work: the statistics store (written by syncs and the demo, read by the pages,
 * from a replica when there is one); saved filters, exports and shortlists are the company's own writes.
 */
export const insightsWiring = (em: EntityManager, infra: Infrastructure, readOnly: () => EntityManager = () => em) => ({
  statistics: new MikroOrmInsightsStatistics(readOnly()),
  creators: new AccountsInsightsCreatorDirectory(readOnly()),
  companyGames: new TableCompanyGames(readOnly()),
  filters: new MikroOrmSavedInsightsFilterRepository(em),
  exports: new MikroOrmInsightsExportRepository(em),
  shortlists: new MikroOrmShortlistRepository(em),
  recorder: new MikroOrmStatisticsRecorder(em, infra.clock),
  clock: infra.clock,
});
