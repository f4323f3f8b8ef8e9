import { loadavg } from 'node:os';
import { dayStart } from '@lurkit/adapters/postgres/insights/sql-values.ts';
import { type Execute } from '@lurkit/adapters/postgres/shared/bound-query.ts';
import { type ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { GetCreatorInsights } from '@lurkit/core/insights/application/get-creator-insights.ts';
import { GetGameInsights } from '@lurkit/core/insights/application/get-game-insights.ts';
import { RankInsightsCreators } from '@lurkit/core/insights/application/rank-insights-creators.ts';
import { periodDays, type StatisticsDays } from '@lurkit/core/insights/domain/statistics-days.ts';
import type { BenchResult } from './markdown-table.ts';
import { timed, median, p95, ms } from './timings.ts';
import {
  creatorId,
  gameId,
  GAMES,
  DAYS,
  RANKING_PAGE,
  CREATOR_P95_TARGET_MS,
  GAME_P95_TARGET_MS,
  ALL_CREATORS_P95_TARGET_MS,
} from './statistics-world.ts';

/** A fixed sequence of picks, so every run asks for the same creators and games. */
function picker(seed: number) {
  let state = seed;
  return (count: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % count);
  };
}

/** The read's p95 over the raw samples' p95: under 1 is faster than the samples. */
const readRatio = (rollup: readonly number[], raw: readonly number[]) => (p95(rollup) / p95(raw)).toFixed(2);

async function idOf(execute: Execute, sql: string): Promise<string> {
  const [row] = await execute<{ id: string }[]>(`select ${sql} as id`, []);
  if (!row) throw new Error('No id.');
  return row.id;
}

/**
 * Each read through the use case the GraphQL field runs (a fresh scope per call, like a request),
 * warmed up first, then the same question answered from stream_sample for the ratio. The raw reads
 * cover streams only (videos and shorts have no samples), so they do less than the rollup reads.
 */
export async function measureReads(execute: Execute, scope: ScopeFactory, creators: number): Promise<BenchResult[]> {
  const pick = picker(13);
  const creatorIds = await Promise.all(Array.from({ length: 40 }, () => idOf(execute, creatorId(String(pick(creators))))));
  const gameIds = await Promise.all(Array.from({ length: 40 }, () => idOf(execute, gameId(String(pick(GAMES) - 1)))));
  const halfYear = { aggregationPeriodDays: DAYS };
  const month = { aggregationPeriodDays: 30 };

  const creator = async (i: number) => {
    const result = await new GetCreatorInsights(scope().insights).execute({
      creatorId: creatorIds[i % creatorIds.length]!,
      period: halfYear,
    });
    if (!result.ok || result.value.figures.streams === 0) throw new Error('A creator has no streams.');
  };
  const game = async (i: number) => {
    const result = await new GetGameInsights(scope().insights).execute({ gameId: gameIds[i % gameIds.length]!, period: halfYear });
    if (!result.ok || result.value.creators === 0) throw new Error('A game has no creators.');
  };
  const ranking = async () => {
    const result = await new RankInsightsCreators(scope().insights).execute({ filter: month, limit: RANKING_PAGE, after: null });
    if (!result.ok || result.value.rows.length !== RANKING_PAGE) throw new Error('The ranking is short.');
  };
  const halfYearDays = periodDays(DAYS, new Date());
  const monthDays = periodDays(30, new Date());
  const rawCreator = (i: number) => execute(RAW_CREATOR, [creatorIds[i % creatorIds.length], ...window(halfYearDays)]);
  const rawGame = (i: number) => execute(RAW_GAME, [gameIds[i % gameIds.length], ...window(halfYearDays)]);
  const rawRanking = () => execute(RAW_RANKING, [...window(monthDays), RANKING_PAGE]);

  await timed(20, creator);
  await timed(10, game);
  await timed(3, ranking);
  const rows: [string, number, number[], number[]][] = [
    [
      `one creator's ${DAYS} days`,
      CREATOR_P95_TARGET_MS,
      await timed(200, creator),
      (await timed(3, rawCreator), await timed(40, rawCreator)),
    ],
    [`one game's ${DAYS} days`, GAME_P95_TARGET_MS, await timed(100, game), (await timed(2, rawGame), await timed(20, rawGame))],
    [
      `all ${creators.toLocaleString('en-US')} creators over 30 days`,
      ALL_CREATORS_P95_TARGET_MS,
      await timed(40, ranking),
      (await timed(1, rawRanking), await timed(5, rawRanking)),
    ],
  ];
  // A creator's read must also be no slower than the same question asked of the raw samples in the same run.
  return rows.map(([name, target, rollup, raw], i) => ({
    name: `insights: ${name}`,
    figures: `p95 ${ms(p95(rollup))} ms (target <= ${target}), median ${ms(median(rollup))} ms; from raw samples p95 ${ms(p95(raw))} ms, p95 ratio ${readRatio(rollup, raw)}${i === 0 ? ' (target <= 1)' : ''}; load average ${loadavg()[0]!.toFixed(1)}`,
    met: p95(rollup) <= target && (i !== 0 || p95(rollup) <= p95(raw)),
  }));
}

/** [first instant, instant after the last day) of whole Stockholm days. */
const window = (days: StatisticsDays) => [days.from, days.to];
const RAW_WHERE = `s.sampled_at >= ${dayStart('?::date')} and s.sampled_at < ${dayStart('?::date + 1')}`;
const RAW_SUMS = `count(distinct p.id) as streams, sum(s.interval_seconds) as stream_seconds,
  sum(s.viewers * s.interval_seconds) as watch_seconds, max(s.viewers) as peak_ccv`;
const RAW_DAY = `(s.sampled_at at time zone 'Europe/Stockholm')::date`;

/** A creator's totals, days and games from the samples, in one pass. */
const RAW_CREATOR = `
  select ${RAW_DAY} as day, p.game_id, ${RAW_SUMS}
  from creator_post p join stream_sample s on s.post_id = p.id
  where p.creator_id = ? and p.listed and ${RAW_WHERE}
  group by grouping sets ((), (1), (2))`;

/** A game's totals, days and creators from the samples, in one pass. */
const RAW_GAME = `
  select ${RAW_DAY} as day, p.creator_id, ${RAW_SUMS}
  from creator_post p join stream_sample s on s.post_id = p.id
  where p.game_id = ? and p.listed and ${RAW_WHERE}
  group by grouping sets ((), (1), (2))`;

/** Every creator's month from the samples, ranked by hours watched, with the total. */
const RAW_RANKING = `
  with summed as (
    select p.creator_id, ${RAW_SUMS}
    from creator_post p join stream_sample s on s.post_id = p.id
    where p.listed and ${RAW_WHERE}
    group by p.creator_id
  )
  select *, (select count(*) from summed) as total from summed order by watch_seconds desc, creator_id limit ?`;
