import type { InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { parseInsightsFilter } from '../domain/insights-query.ts';
import { rankingKey } from '../domain/statistics-ranking.ts';
import { cutPage, withCreators, type CreatorInsightsRow, type InsightsPage } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface RankPageInput {
  /** The filter's options, as a saved filter holds them. */
  filter: unknown;
  limit: number;
  after: string | null;
}

/** The livestream Content creators tab: creators by hours watched over the period, filtered. */
export class RankInsightsCreators {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: RankPageInput): Promise<Result<InsightsPage<CreatorInsightsRow>, InvalidField>> {
    const filter = parseInsightsFilter(input.filter, this.deps.clock.now());
    if (!filter.ok) return filter;
    const ranking = await this.deps.statistics.rankCreators(filter.value, { limit: input.limit + 1, after: input.after });
    const page = cutPage(ranking, input.limit, (r) => rankingKey(r.figures, r.creatorId));
    const rows = await withCreators(this.deps.creators, page.rows, filter.value.tierBasis);
    return ok({ ...page, days: filter.value.days, rows });
  }
}
