import type { InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { InsightsGameNotFound } from '../domain/insights.errors.ts';
import { parseInsightsPeriod } from '../domain/insights-query.ts';
import type { StatisticsDays } from '../domain/statistics-days.ts';
import type { StatisticsFigures } from '../domain/statistics-figures.ts';
import type { DailyFigures } from '../ports/insights-statistics.port.ts';
import type { StatisticsGame } from '../ports/statistics-recorder.port.ts';
import { fillDays } from './get-creator-insights.ts';
import { withCreators, type CreatorInsightsRow } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface GameInsights {
  readonly game: StatisticsGame;
  readonly days: StatisticsDays;
  readonly creators: number;
  readonly figures: StatisticsFigures;
  readonly daily: readonly DailyFigures[];
  /** The creators with the most hours watched on the game over the period. */
  readonly topCreators: readonly CreatorInsightsRow[];
}

const TOP_CREATORS = 10;

/** One game's details: games are the platforms' (Twitch categories), shared by every company. */
export class GetGameInsights {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { gameId: string; period: unknown }): Promise<Result<GameInsights, InvalidField | InsightsGameNotFound>> {
    const days = parseInsightsPeriod(input.period, this.deps.clock.now());
    if (!days.ok) return days;
    const { statistics } = this.deps;
    const filter = {
      days: days.value,
      platforms: [],
      languages: [],
      countries: [],
      gameIds: [input.gameId],
      tiers: [],
      tierBasis: 'CCV' as const,
    };
    // All at once, as for a creator: an unknown id matches no rows in any of them.
    const [[game], totals, daily, top] = await Promise.all([
      statistics.findGames([input.gameId]),
      statistics.gameFigures(input.gameId, days.value),
      statistics.gameDaily(input.gameId, days.value),
      statistics.rankCreators(filter, { limit: TOP_CREATORS, after: null }),
    ]);
    if (!game) return err(new InsightsGameNotFound());
    return ok({
      game,
      days: days.value,
      creators: totals.creators,
      figures: totals.figures,
      daily: fillDays(days.value, daily),
      topCreators: await withCreators(this.deps.creators, top.rows, 'CCV'),
    });
  }
}
