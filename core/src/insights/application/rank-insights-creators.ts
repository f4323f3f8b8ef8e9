import type { InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { audienceAuthenticity, type AudienceAuthenticity } from '../domain/audience-authenticity.ts';
import { parseInsightsFilter } from '../domain/insights-query.ts';
import type { StatisticsDays } from '../domain/statistics-days.ts';
import { rankingKey } from '../domain/statistics-ranking.ts';
import type { InsightsStatisticsPort, StatisticsFilter } from '../ports/insights-statistics.port.ts';
import { fillDays } from './get-creator-insights.ts';
import { cutPage, withCreators, type CreatorInsightsRow, type InsightsPage } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface RankPageInput {
  /** The filter's options, as a saved filter holds them. */
  filter: unknown;
  limit: number;
  after: string | null;
}

/** A row of the Content creators tab, with the creator's audience authenticity over the period. */
export interface RankedCreatorInsightsRow extends CreatorInsightsRow {
  readonly authenticity: AudienceAuthenticity;
}

/**
 * Each row's authenticity as the creator's own insights judge it (the whole period, every platform,
 * whatever the list's filter), read for the page in two queries rather than per row.
 */
async function withAuthenticity(
  statistics: Pick<InsightsStatisticsPort, 'creatorsFiguresAndDaily'>,
  rows: readonly CreatorInsightsRow[],
  days: StatisticsDays,
): Promise<RankedCreatorInsightsRow[]> {
  const read = await statistics.creatorsFiguresAndDaily(
    rows.map((r) => r.creator.id),
    days,
  );
  return rows.map((row) => {
    const own = read.get(row.creator.id);
    const authenticity = own
      ? audienceAuthenticity(own.figures, fillDays(days, own.daily), row.creator.channels, own.chat)
      : { score: null, level: null, signals: [] };
    return { ...row, authenticity };
  });
}

/** The livestream Content creators tab: creators by hours watched over the period, filtered. */
export class RankInsightsCreators {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: RankPageInput): Promise<Result<InsightsPage<RankedCreatorInsightsRow>, InvalidField>> {
    const filter = parseInsightsFilter(input.filter, this.deps.clock.now());
    if (!filter.ok) return filter;
    const ranking = await this.deps.statistics.rankCreators(filter.value, { limit: input.limit + 1, after: input.after });
    const page = cutPage(ranking, input.limit, (r) => rankingKey(r.figures, r.creatorId));
    const rows = await withCreators(this.deps.creators, page.rows, filter.value.tierBasis);
    return ok({ ...page, days: filter.value.days, rows: await withAuthenticity(this.deps.statistics, rows, filter.value.days) });
  }
}

/**
 * The whole filtered list, for an export: batches of ranked creators with their names and tiers, in
 * the list's order, the next read once `take` has dealt with the last.
 */
export class EachInsightsCreator {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators'>) {
    this.deps = deps;
  }

  async execute(filter: StatisticsFilter, batch: number, take: (rows: readonly CreatorInsightsRow[]) => Promise<void>): Promise<void> {
    await this.deps.statistics.eachRankedCreator(filter, batch, async (ranked) =>
      take(await withCreators(this.deps.creators, ranked, filter.tierBasis)),
    );
  }
}
