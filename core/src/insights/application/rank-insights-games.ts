import type { InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { parseInsightsFilter } from '../domain/insights-query.ts';
import { rankingKey } from '../domain/statistics-ranking.ts';
import type { RankPageInput } from './rank-insights-creators.ts';
import { cutPage, withGames, type GameInsightsRow, type InsightsPage } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** The livestream Games tab: games by hours watched over the period, by the filtered creators. */
export class RankInsightsGames {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: RankPageInput): Promise<Result<InsightsPage<GameInsightsRow>, InvalidField>> {
    const filter = parseInsightsFilter(input.filter, this.deps.clock.now());
    if (!filter.ok) return filter;
    const ranking = await this.deps.statistics.rankGames(filter.value, { limit: input.limit + 1, after: input.after });
    const page = cutPage(ranking, input.limit, (r) => rankingKey(r.figures, r.gameId));
    const games = await this.deps.statistics.findGames(page.rows.map((r) => r.gameId));
    return ok({ ...page, days: filter.value.days, rows: withGames(games, page.rows) });
  }
}
