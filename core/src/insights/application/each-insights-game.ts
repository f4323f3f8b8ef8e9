import type { StatisticsFilter } from '../ports/insights-statistics.port.ts';
import { withGames, type GameInsightsRow } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

/**
 * Every game the Games tab would list for the filter, in its order, handed to `take` `batch` at a
 * time (the CSV export): page after page by the ranking's cursor, the next read once `take` resolves.
 * Games are far fewer than creators, so one ranking per batch is cheap enough.
 */
export class EachInsightsGame {
  private readonly deps: Pick<InsightsDeps, 'statistics'>;
  constructor(deps: Pick<InsightsDeps, 'statistics'>) {
    this.deps = deps;
  }

  async execute(filter: StatisticsFilter, batch: number, take: (rows: readonly GameInsightsRow[]) => Promise<void>): Promise<void> {
    let after: string | null = null;
    do {
      const ranking = await this.deps.statistics.rankGames(filter, { limit: batch, after });
      if (ranking.rows.length === 0) return;
      const games = await this.deps.statistics.findGames(ranking.rows.map((r) => r.gameId));
      await take(withGames(games, ranking.rows));
      after = ranking.rows.length < batch ? null : ranking.endCursor;
    } while (after);
  }
}
