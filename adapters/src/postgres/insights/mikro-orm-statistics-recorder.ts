import { unchattedViewers } from '@lurkit/core/insights/domain/audience-authenticity.ts';
import { dayOf } from '@lurkit/core/insights/domain/statistics-days.ts';
import { watchSecondsOf } from '@lurkit/core/insights/domain/statistics-figures.ts';
import type {
  RecordedPost,
  StatisticsBatch,
  StatisticsRecorderPort,
  StreamSample,
} from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';
import { boundExecute } from '../shared/bound-query.ts';
import { refreshRollups, refreshSummaries, rollUpDays } from './statistics-rollups.ts';
import { jsonRows } from './sql-values.ts';

const lastWins = <T>(items: readonly T[], keyOf: (item: T) => string): T[] => [...new Map(items.map((i) => [keyOf(i), i])).values()];

/**
 * Writes a batch in one transaction: games and posts upserted on their identity, samples on
 * (post, instant), then the rollups of exactly the creators and days the posts touched (before and
 * after a change of date), then those creators' matchmaking summaries. Each list is one statement
 * whatever its length (rows travel as one jsonb parameter).
 */
export class MikroOrmStatisticsRecorder implements StatisticsRecorderPort {
  readonly #em: EntityManager;
  readonly #clock: ClockPort;

  constructor(em: EntityManager, clock: ClockPort) {
    this.#em = em;
    this.#clock = clock;
  }

  async record(batch: StatisticsBatch): Promise<void> {
    await unitOfWork(this.#em).transactional(async (tx) => {
      const execute = boundExecute(tx);
      const games = lastWins(batch.games ?? [], (g) => g.id);
      if (games.length > 0) {
        await execute(
          `insert into statistics_game (id, name) select x.id, x.name from jsonb_to_recordset(?::jsonb) as x(id uuid, name text)
           on conflict (id) do update set name = excluded.name`,
          [jsonRows(games)],
        );
      }
      const posts = lastWins(batch.posts ?? [], (p) => `${p.provider}|${p.externalId}`);
      const touched = new Map<string, { creator_id: string; day: string }>();
      const touch = (creatorId: string, day: string) => touched.set(`${creatorId}|${day}`, { creator_id: creatorId, day });
      if (posts.length > 0) {
        const identities = jsonRows(posts.map((p) => ({ provider: p.provider, external_id: p.externalId })));
        const before = await execute<{ creator_id: string; day: string }[]>(
          `select p.creator_id, to_char((p.created_at at time zone 'Europe/Stockholm')::date, 'YYYY-MM-DD') as day
           from creator_post p join jsonb_to_recordset(?::jsonb) as x(provider text, external_id text)
             on p.provider = x.provider and p.external_id = x.external_id`,
          [identities],
        );
        for (const row of before) touch(row.creator_id, row.day);
        for (const post of posts) touch(post.creatorId, dayOf(post.createdAt));
        await execute(UPSERT_POSTS, [jsonRows(posts.map(postRow))]);
      }
      const samples = lastWins(batch.samples ?? [], (s) => `${s.provider}|${s.externalPostId}|${s.sampledAt.getTime()}`);
      if (samples.length > 0) {
        const [written] = await execute<{ count: string }[]>(UPSERT_SAMPLES, [jsonRows(samples.map(sampleRow))]);
        if (Number(written?.count) !== samples.length) throw new Error('A stream sample names a post that was never recorded.');
      }
      const sampled = posts.filter((p) => p.figuresFromSamples);
      if (sampled.length > 0) {
        const identities = jsonRows(sampled.map((p) => ({ provider: p.provider, external_id: p.externalId })));
        // The within-stream figure is core's own rule over the stream's chat-counted samples, so it is worked out here, not in SQL.
        const counted = await execute<{ provider: string; external_id: string; viewers: number; chatters: number }[]>(
          CHAT_COUNTED_SAMPLES,
          [identities],
        );
        const byStream = Map.groupBy(counted, (s) => `${s.provider}|${s.external_id}`);
        await execute(FIGURES_FROM_SAMPLES, [
          jsonRows(
            sampled.map((p) => ({
              provider: p.provider,
              external_id: p.externalId,
              unchatted: unchattedViewers(byStream.get(`${p.provider}|${p.externalId}`) ?? []),
            })),
          ),
        ]);
      }
      if (touched.size > 0) {
        const keys = [...touched.values()];
        await refreshRollups(execute, keys);
        await refreshSummaries(execute, [...new Set(keys.map((k) => k.creator_id))], this.#clock.now());
      }
    });
  }

  async closeDay(day: string, now: Date): Promise<void> {
    await unitOfWork(this.#em).transactional(async (tx) => {
      const execute = boundExecute(tx);
      await rollUpDays(execute, day, day);
      await refreshSummaries(execute, null, now);
    });
  }
}

const postRow = (p: RecordedPost) => ({
  creator_id: p.creatorId,
  provider: p.provider,
  external_id: p.externalId,
  type: p.type,
  title: p.title.slice(0, 200),
  game_id: p.gameId,
  duration_seconds: Math.round(p.durationSeconds),
  views: Math.round(p.views),
  watch_seconds: watchSecondsOf(p.hoursWatched),
  average_ccv: p.averageCcv,
  peak_ccv: Math.round(p.peakCcv),
  listed: p.listed,
  created_at: p.createdAt.toISOString(),
});

const sampleRow = (s: StreamSample) => ({
  provider: s.provider,
  external_id: s.externalPostId,
  sampled_at: s.sampledAt.toISOString(),
  viewers: Math.round(s.viewers),
  interval_seconds: Math.round(s.intervalSeconds),
  chatters: s.chatters === undefined || s.chatters === null ? null : Math.round(s.chatters),
});

const UPSERT_POSTS = `
  insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
  select gen_random_uuid(), x.creator_id, x.provider, x.external_id, x.type, x.title, x.game_id, x.duration_seconds, x.views,
         x.watch_seconds, x.average_ccv, x.peak_ccv, x.listed, x.created_at
  from jsonb_to_recordset(?::jsonb) as x(creator_id uuid, provider text, external_id text, type text, title text, game_id uuid,
    duration_seconds int, views bigint, watch_seconds bigint, average_ccv float8, peak_ccv int, listed boolean, created_at timestamptz)
  on conflict (provider, external_id) do update set
    creator_id = excluded.creator_id, type = excluded.type, title = excluded.title, game_id = excluded.game_id,
    duration_seconds = excluded.duration_seconds, views = excluded.views, watch_seconds = excluded.watch_seconds,
    average_ccv = excluded.average_ccv, peak_ccv = excluded.peak_ccv, listed = excluded.listed, created_at = excluded.created_at`;

const UPSERT_SAMPLES = `
  with written as (
    insert into stream_sample (post_id, sampled_at, viewers, interval_seconds, chatters)
    select p.id, x.sampled_at, x.viewers, x.interval_seconds, x.chatters
    from jsonb_to_recordset(?::jsonb) as x(provider text, external_id text, sampled_at timestamptz, viewers int, interval_seconds int, chatters int)
    join creator_post p on p.provider = x.provider and p.external_id = x.external_id
    on conflict (post_id, sampled_at) do update set viewers = excluded.viewers, interval_seconds = excluded.interval_seconds, chatters = excluded.chatters
    returning 1
  )
  select count(*) as count from written`;

const CHAT_COUNTED_SAMPLES = `
  select x.provider, x.external_id, ss.viewers, ss.chatters
  from jsonb_to_recordset(?::jsonb) as x(provider text, external_id text)
  join creator_post p on p.provider = x.provider and p.external_id = x.external_id
  join stream_sample ss on ss.post_id = p.id and ss.chatters is not null`;

/** A stream sampled live: its figures are the sums of all of its samples so far. */
const FIGURES_FROM_SAMPLES = `
  update creator_post p set
    duration_seconds = s.seconds, watch_seconds = s.watch, peak_ccv = s.peak,
    average_ccv = case when s.seconds = 0 then 0 else s.watch::float8 / s.seconds end,
    chatter_sum = s.chatters, chatter_viewer_sum = s.chat_viewers,
    unchatted_viewer_sum = case when s.chatters is null then null else s.unchatted end
  from (
    select x.provider, x.external_id, x.unchatted, p2.id,
           coalesce(sum(ss.interval_seconds), 0) as seconds, coalesce(sum(ss.viewers::bigint * ss.interval_seconds), 0) as watch,
           coalesce(max(ss.viewers), 0) as peak,
           sum(ss.chatters) as chatters, sum(ss.viewers) filter (where ss.chatters is not null) as chat_viewers
    from jsonb_to_recordset(?::jsonb) as x(provider text, external_id text, unchatted bigint)
    join creator_post p2 on p2.provider = x.provider and p2.external_id = x.external_id
    left join stream_sample ss on ss.post_id = p2.id
    group by x.provider, x.external_id, x.unchatted, p2.id
  ) s
  where p.id = s.id`;
