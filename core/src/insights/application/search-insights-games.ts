import { ok, type Result } from '../../shared/result.ts';
import type { StatisticsGame } from '../ports/statistics-recorder.port.ts';
import type { InsightsDeps } from './insights-deps.ts';

const MAX_RESULTS = 20;

/** The game filter's suggestions: games whose name contains the text. */
export class SearchInsightsGames {
  private readonly deps: Pick<InsightsDeps, 'statistics'>;
  constructor(deps: Pick<InsightsDeps, 'statistics'>) {
    this.deps = deps;
  }

  async execute(input: { search: string }): Promise<Result<StatisticsGame[], never>> {
    return ok(await this.deps.statistics.searchGames(input.search.slice(0, 100), MAX_RESULTS));
  }
}
