import { rankingKey } from '@lurkit/core/insights/domain/statistics-ranking.ts';
import type { PostType } from '@lurkit/core/insights/domain/post.entity.ts';
import type { StatisticsDays } from '@lurkit/core/insights/domain/statistics-days.ts';
import { figuresOf, type StatisticsFigures } from '@lurkit/core/insights/domain/statistics-figures.ts';
import type {
  CreatorPeriod,
  DailyFigures,
  InsightsStatisticsPort,
  LiveStream,
  RankedCreator,
  RankedGame,
  Ranking,
  RankingPage,
  StatisticsFilter,
  StoredPost,
  ViewerSample,
} from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { StatisticsGame } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundExecute } from '../shared/bound-query.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { SUMS_SQL, sumsOf, TIER_INPUTS_SQL, tierSql, WATCH_SQL, type SumsRow } from './rollup-sql.ts';
import { dayStart, NO_GAME_ID, pgArray } from './sql-values.ts';
import { findPost, findPosts, listPosts, liveStreams, streamSamples, uuids, type RunSql } from './insights-post-reads.ts';

const rankingCursor = (cursor: string | null): [number, string] | null => {
  const key = decodeCursor(cursor, 2);
  return key && isUuid(String(key[1])) ? [Number(key[0]), String(key[1])] : null;
};

/**
 * The WHERE of a ranking over rollup rows `r`: the period, narrowed by platform, game and the
 * creator's channels; `narrowing` holds its parameters in order.
 */
function narrowed(by: 'creator_id' | 'game_id', filter: StatisticsFilter): { where: string; narrowing: unknown[] } {
  const conditions = ['r.day between ?::date and ?::date'];
  const narrowing: unknown[] = [filter.days.from, filter.days.to];
  if (by === 'game_id') conditions.push(`r.game_id <> '${NO_GAME_ID}'`);
  if (filter.platforms.length > 0) (conditions.push('r.provider = any(?::text[])'), narrowing.push(pgArray(filter.platforms)));
  if (filter.gameIds.length > 0) (conditions.push('r.game_id = any(?::uuid[])'), narrowing.push(pgArray(uuids(filter.gameIds))));
  if (filter.languages.length > 0) {
    conditions.push(
      'exists (select 1 from creator_channel c where c.creator_id = r.creator_id and left(lower(c.language), 2) = any(?::text[]))',
    );
    narrowing.push(pgArray(filter.languages.map((l) => l.toLowerCase())));
  }
  if (filter.countries.length > 0) {
    conditions.push('exists (select 1 from creator_channel c where c.creator_id = r.creator_id and c.country = any(?::text[]))');
    narrowing.push(pgArray(filter.countries.map((c) => c.toUpperCase())));
  }
  return { where: conditions.join(' and '), narrowing };
}

/** Insights' reads: every period figure from creator_daily_statistics, a stream's curve from its samples. */
export class MikroOrmInsightsStatistics implements InsightsStatisticsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  #execute<T extends object[]>(sql: string, params: unknown[] = []): Promise<T> {
    return unitOfWork(this.#em).execute<T>(sql, params);
  }

  readonly #run: RunSql = <T extends object[]>(sql: string, params: unknown[] = []) => this.#execute<T>(sql, params);

  async creatorFigures(creatorId: string, days: StatisticsDays): Promise<StatisticsFigures> {
    if (!isUuid(creatorId)) return figuresOf(sumsOf(undefined));
    const [row] = await this.#execute<SumsRow[]>(
      `select ${SUMS_SQL} from creator_daily_statistics r where r.creator_id = ? and r.day between ?::date and ?::date`,
      [creatorId, days.from, days.to],
    );
    return figuresOf(sumsOf(row));
  }

  /**
   * One statement: the period's totals, its days and its games as three grouping sets over the
   * creator's rollup rows (read once through the primary key), and the chat sums read once beside them.
   */
  async creatorPeriod(creatorId: string, days: StatisticsDays): Promise<CreatorPeriod> {
    if (!isUuid(creatorId)) return { figures: figuresOf(sumsOf(undefined)), daily: [], games: [], chat: null };
    const rows = await this.#execute<(SumsRow & PeriodRow)[]>(
      `with chat as materialized (
         select sum(p.chatter_sum) as chatters, sum(p.chatter_viewer_sum) as chat_viewers,
                coalesce(sum(p.unchatted_viewer_sum), 0) as unchatted_viewers
         from creator_post p where ${CHAT_WHERE}
       )
       select grouping(r.day) as without_day, grouping(r.game_id) as without_game, to_char(r.day, 'YYYY-MM-DD') as day, r.game_id,
              ${SUMS_SQL},
              (select chatters from chat) as chatters, (select chat_viewers from chat) as chat_viewers,
              (select unchatted_viewers from chat) as unchatted_viewers
       from creator_daily_statistics r
       where r.creator_id = ? and r.day between ?::date and ?::date
       group by grouping sets ((), (r.day), (r.game_id))`,
      [creatorId, days.from, days.to, creatorId, days.from, days.to],
    );
    const total = rows.find((row) => row.without_day === 1 && row.without_game === 1);
    const daily = rows
      .filter((row) => row.without_day === 0)
      .sort((a, b) => (a.day! < b.day! ? -1 : 1))
      .map((row) => ({ day: row.day!, figures: figuresOf(sumsOf(row)) }));
    const games = rows
      .filter((row) => row.without_game === 0 && row.game_id !== NO_GAME_ID)
      .map((row) => ({ gameId: row.game_id!, creators: 1, figures: figuresOf(sumsOf(row)), watch: watchOf(row) }))
      .sort((a, b) => b.watch - a.watch || (a.gameId < b.gameId ? -1 : 1))
      .map(({ watch: _watch, ...game }) => game);
    const chat =
      total?.chatters == null || total.chat_viewers == null
        ? null
        : { chatters: Number(total.chatters), viewers: Number(total.chat_viewers), unchattedViewers: Number(total.unchatted_viewers) };
    return { figures: figuresOf(sumsOf(total)), daily, games, chat };
  }

  async creatorsFiguresAndDaily(
    creatorIds: readonly string[],
    days: StatisticsDays,
  ): Promise<ReadonlyMap<string, { figures: StatisticsFigures; daily: DailyFigures[]; chat: CreatorPeriod['chat'] }>> {
    const ids = uuids(creatorIds);
    if (ids.length === 0) return new Map();
    const [totals, daily, chats] = await Promise.all([
      this.#execute<(SumsRow & { creator_id: string })[]>(
        `select r.creator_id, ${SUMS_SQL} from creator_daily_statistics r
         where r.creator_id = any(?::uuid[]) and r.day between ?::date and ?::date group by r.creator_id`,
        [pgArray(ids), days.from, days.to],
      ),
      this.#execute<(SumsRow & { creator_id: string; day: string })[]>(
        `select r.creator_id, to_char(r.day, 'YYYY-MM-DD') as day, ${SUMS_SQL} from creator_daily_statistics r
         where r.creator_id = any(?::uuid[]) and r.day between ?::date and ?::date group by r.creator_id, r.day order by r.day`,
        [pgArray(ids), days.from, days.to],
      ),
      this.#execute<{ creator_id: string; chatters: string; viewers: string; unchatted: string }[]>(
        `select p.creator_id, sum(p.chatter_sum) as chatters, sum(p.chatter_viewer_sum) as viewers,
                coalesce(sum(p.unchatted_viewer_sum), 0) as unchatted from creator_post p
         where p.creator_id = any(?::uuid[]) and p.type = 'STREAM' and p.listed and p.chatter_sum is not null
           and p.created_at >= ${dayStart('?::date')} and p.created_at < ${dayStart('?::date + 1')}
         group by p.creator_id`,
        [pgArray(ids), days.from, days.to],
      ),
    ]);
    const chatOf = new Map(
      chats.map((row) => [
        row.creator_id,
        { chatters: Number(row.chatters), viewers: Number(row.viewers), unchattedViewers: Number(row.unchatted) },
      ]),
    );
    const byCreator = new Map(
      totals.map((row) => [
        row.creator_id,
        { figures: figuresOf(sumsOf(row)), daily: [] as DailyFigures[], chat: chatOf.get(row.creator_id) ?? null },
      ]),
    );
    for (const row of daily) byCreator.get(row.creator_id)?.daily.push({ day: row.day, figures: figuresOf(sumsOf(row)) });
    return byCreator;
  }

  async gameFigures(gameId: string, days: StatisticsDays): Promise<{ creators: number; figures: StatisticsFigures }> {
    if (!isUuid(gameId)) return { creators: 0, figures: figuresOf(sumsOf(undefined)) };
    const [row] = await this.#execute<(SumsRow & { creators: string })[]>(
      `select count(distinct r.creator_id) as creators, ${SUMS_SQL} from creator_daily_statistics r
       where r.game_id = ? and r.day between ?::date and ?::date`,
      [gameId, days.from, days.to],
    );
    return { creators: Number(row?.creators ?? 0), figures: figuresOf(sumsOf(row)) };
  }

  async gameDaily(gameId: string, days: StatisticsDays): Promise<DailyFigures[]> {
    if (!isUuid(gameId)) return [];
    return this.#daily('r.game_id = ?', gameId, days);
  }

  async #daily(where: string, id: string, days: StatisticsDays): Promise<DailyFigures[]> {
    const rows = await this.#execute<(SumsRow & { day: string })[]>(
      `select to_char(r.day, 'YYYY-MM-DD') as day, ${SUMS_SQL} from creator_daily_statistics r
       where ${where} and r.day between ?::date and ?::date group by r.day order by r.day`,
      [id, days.from, days.to],
    );
    return rows.map((row) => ({ day: row.day, figures: figuresOf(sumsOf(row)) }));
  }

  async rankCreators(filter: StatisticsFilter, page: RankingPage): Promise<Ranking<RankedCreator>> {
    const rows = await this.#rank('creator_id', filter, page);
    const ranked = rows.map((row) => ({ creatorId: row.id, figures: figuresOf(sumsOf(row)) }));
    return this.#ranking(ranked, (r) => rankingKey(r.figures, r.creatorId), rows);
  }

  async rankGames(filter: StatisticsFilter, page: RankingPage): Promise<Ranking<RankedGame>> {
    const rows = await this.#rank('game_id', filter, page);
    const ranked = rows.map((row) => ({ gameId: row.id, creators: Number(row.creators), figures: figuresOf(sumsOf(row)) }));
    return this.#ranking(ranked, (r) => rankingKey(r.figures, r.gameId), rows);
  }

  #ranking<T>(rows: T[], keyOf: (row: T) => [number, string], raw: readonly { total: string }[]): Ranking<T> {
    const last = rows.at(-1);
    return { rows, total: Number(raw[0]?.total ?? 0), endCursor: last ? encodeCursor(keyOf(last)) : null };
  }

  /**
   * One ranking statement in two steps: first the period's rollup rows, narrowed by platform, game
   * and the creator's channels, are summed per creator (or game) into hours watched alone (and the
   * tier's inputs when tiers filter), kept when they streamed and by tier, ordered and cut at the cursor; then every figure
   * is summed for just that page's ids through their own index. Summing ten columns for every
   * creator to show fifty cost most of the time at 5,000 creators (bench/statistics.bench.ts).
   * The order sums float8, not bigint's numeric: faster, and exact for whole numbers below 2^53.
   * The total counts every kept row, not just this page.
   */
  async #rank(by: 'creator_id' | 'game_id', filter: StatisticsFilter, page: RankingPage) {
    const cursor = rankingCursor(page.after);
    const { where, narrowing } = narrowed(by, filter);
    const params: unknown[] = [...narrowing];
    const tiers = by === 'creator_id' && filter.tiers.length > 0;
    if (tiers) params.push(pgArray(filter.tiers));
    const after = cursor ? 'where (-watch > ? or (-watch = ? and id > ?::uuid))' : '';
    if (cursor) params.push(cursor[0], cursor[0], cursor[1]);
    params.push(page.limit, ...narrowing);
    return this.#execute<(SumsRow & { id: string; creators: string; total: string })[]>(
      `with ranked as (
         select r.${by} as id, sum(${WATCH_SQL}::float8) as watch, sum(r.streams) as stream_count
           ${tiers ? `, ${TIER_INPUTS_SQL}` : ''}
         from creator_daily_statistics r where ${where} group by r.${by}
       ), kept as (
         select id, watch from ranked where stream_count > 0 ${tiers ? `and ${tierSql(filter.tierBasis)} = any(?::text[])` : ''}
       ), page as (
         select id, watch, (select count(*) from kept) as total from kept ${after} order by watch desc, id limit ?
       )
       select page.id, page.total, s.* from page cross join lateral (
         select count(distinct r.creator_id) as creators, ${SUMS_SQL} from creator_daily_statistics r where r.${by} = page.id and ${where}
       ) s
       order by page.watch desc, page.id`,
      params,
    );
  }

  /**
   * The whole ranking in one statement (every figure summed in one pass), read through a cursor in
   * a read-only transaction: one consistent snapshot however long the export takes, and `batch` rows
   * in memory at a time.
   */
  async eachRankedCreator(filter: StatisticsFilter, batch: number, take: (rows: readonly RankedCreator[]) => Promise<void>): Promise<void> {
    const { where, narrowing } = narrowed('creator_id', filter);
    const tiers = filter.tiers.length > 0;
    const size = Math.max(1, Math.floor(batch));
    await unitOfWork(this.#em).transactional(
      async (tx) => {
        const execute = boundExecute(tx);
        await execute(
          `declare ranked_creators no scroll cursor for
           select * from (
             select r.creator_id as id, ${SUMS_SQL} from creator_daily_statistics r where ${where} group by r.creator_id
           ) r where r.streams > 0 ${tiers ? `and ${tierSql(filter.tierBasis)} = any(?::text[])` : ''}
           order by ${WATCH_SQL} desc, r.id`,
          tiers ? [...narrowing, pgArray(filter.tiers)] : narrowing,
        );
        for (;;) {
          const rows = await execute<(SumsRow & { id: string })[]>(`fetch forward ${size} from ranked_creators`, []);
          if (rows.length > 0) await take(rows.map((row) => ({ creatorId: row.id, figures: figuresOf(sumsOf(row)) })));
          if (rows.length < size) break;
        }
        // Closed here, so a caller's own transaction can export twice.
        await execute('close ranked_creators', []);
      },
      { readOnly: true },
    );
  }

  listPosts(creatorId: string, type: PostType, page: RankingPage, liveSince?: Date): Promise<Ranking<StoredPost>> {
    return listPosts(this.#run, creatorId, type, page, liveSince);
  }

  findPost(postId: string): Promise<StoredPost | null> {
    return findPost(this.#run, postId);
  }

  findPosts(postIds: readonly string[]): Promise<StoredPost[]> {
    return findPosts(this.#run, postIds);
  }

  streamSamples(postId: string): Promise<ViewerSample[]> {
    return streamSamples(this.#run, postId);
  }

  liveStreams(since: Date, gameIds: readonly string[]): Promise<LiveStream[]> {
    return liveStreams(this.#run, since, gameIds);
  }

  async findGames(ids: readonly string[]): Promise<StatisticsGame[]> {
    const valid = uuids(ids);
    if (valid.length === 0) return [];
    return this.#execute<StatisticsGame[]>('select id, name from statistics_game where id = any(?::uuid[])', [pgArray(valid)]);
  }

  async searchGames(search: string, limit: number): Promise<StatisticsGame[]> {
    const pattern = `%${search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.#execute<StatisticsGame[]>('select id, name from statistics_game where lower(name) like ? order by name, id limit ?', [
      pattern,
      limit,
    ]);
  }
}

interface PeriodRow {
  without_day: number;
  without_game: number;
  day: string | null;
  game_id: string | null;
  chatters: string | null;
  chat_viewers: string | null;
  unchatted_viewers: string | null;
}

const watchOf = (row: SumsRow) => Number(row.stream_watch_seconds) + Number(row.video_watch_seconds) + Number(row.short_watch_seconds);

/** The creator's listed streams of the period whose samples counted chat (creator id, first day, last day). */
const CHAT_WHERE = `p.creator_id = ? and p.type = 'STREAM' and p.listed and p.chatter_sum is not null
  and p.created_at >= ${dayStart('?::date')} and p.created_at < ${dayStart('?::date + 1')}`;
