import type { InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { audienceAuthenticity, type AudienceAuthenticity } from '../domain/audience-authenticity.ts';
import { tierOf } from '../../shared/creator-tier.ts';
import { InsightsCreatorNotFound } from '../domain/insights.errors.ts';
import { parseInsightsPeriod } from '../domain/insights-query.ts';
import { addDays, type StatisticsDays } from '../domain/statistics-days.ts';
import { EMPTY_SUMS, figuresOf, type StatisticsFigures } from '../domain/statistics-figures.ts';
import type { InsightsCreator } from '../ports/insights-creator-directory.port.ts';
import type { DailyFigures } from '../ports/insights-statistics.port.ts';
import { withGames, type GameInsightsRow } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface CreatorInsights {
  readonly creator: InsightsCreator;
  readonly days: StatisticsDays;
  readonly figures: StatisticsFigures;
  readonly tierByCcv: ReturnType<typeof tierOf>;
  readonly tierByViews: ReturnType<typeof tierOf>;
  /** One entry per day of the period, days without posts as zeros, for the chart. */
  readonly daily: readonly DailyFigures[];
  readonly games: readonly GameInsightsRow[];
  /** Judged on the period's statistics, with the reasons. */
  readonly authenticity: AudienceAuthenticity;
}

/**
 * One creator's details for any company: creators' public channel figures are what insights sell,
 * so no company owns them; only a creator id that is no creator is refused.
 */
export class GetCreatorInsights {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; period: unknown }): Promise<Result<CreatorInsights, InvalidField | InsightsCreatorNotFound>> {
    const days = parseInsightsPeriod(input.period, this.deps.clock.now());
    if (!days.ok) return days;
    const { statistics } = this.deps;
    // Both at once: a page's wait is its slowest read, not their sum. An unknown id costs a read of
    // nothing (the store matches no rows for it).
    const [[creator], { figures, daily, games: ranked, chat }] = await Promise.all([
      this.deps.creators.findCreators([input.creatorId]),
      statistics.creatorPeriod(input.creatorId, days.value),
    ]);
    if (!creator) return err(new InsightsCreatorNotFound());
    const games = ranked.length === 0 ? [] : await statistics.findGames(ranked.map((g) => g.gameId));
    const filled = fillDays(days.value, daily);
    return ok({
      creator,
      days: days.value,
      figures,
      tierByCcv: tierOf(figures.averageCcv ?? 0, 'CCV'),
      tierByViews: tierOf(figures.averageViews ?? 0, 'VIEWS'),
      daily: filled,
      games: withGames(games, ranked),
      authenticity: audienceAuthenticity(figures, filled, creator.channels, chat),
    });
  }
}

/** Every day of the period in order, so a chart's x axis does not skip quiet days. */
export function fillDays(days: StatisticsDays, daily: readonly DailyFigures[]): DailyFigures[] {
  const byDay = new Map(daily.map((d) => [d.day, d.figures]));
  const zero = figuresOf(EMPTY_SUMS);
  const filled: DailyFigures[] = [];
  for (let day = days.from; day <= days.to; day = addDays(day, 1)) filled.push({ day, figures: byDay.get(day) ?? zero });
  return filled;
}
