import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { loadavg } from 'node:os';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { rollUpDays, refreshSummaries } from '@lurkit/adapters/postgres/insights/statistics-rollups.ts';
import { dayStart } from '@lurkit/adapters/postgres/insights/sql-values.ts';
import { boundExecute, type Execute } from '@lurkit/adapters/postgres/shared/bound-query.ts';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { scopeFactory, type ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { GetCreatorInsights } from '@lurkit/core/insights/application/get-creator-insights.ts';
import { GetGameInsights } from '@lurkit/core/insights/application/get-game-insights.ts';
import { RankInsightsCreators } from '@lurkit/core/insights/application/rank-insights-creators.ts';
import { addDays, dayOf, periodDays, type StatisticsDays } from '@lurkit/core/insights/domain/statistics-days.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { hashSecret } from '@lurkit/core/shared/secret-token.ts';
import { InMemoryRateLimits } from '@lurkit/core/shared/testing/in-memory-rate-limits.ts';
import { startApp } from '@lurkit/api/start-app.ts';
import { withBenchDatabase } from './bench-database.ts';
import type { BenchResult } from './markdown-table.ts';

/** Statistics at scale: 10,000,000 stream samples of 5,000 creators on 500 games over 180 days. */
export const CREATORS = 5_000;
export const GAMES = 500;
export const DAYS = 180;
const STREAMS_PER_CREATOR = 50;
/** 40 samples 5 minutes apart: a stream of 3 h 20 min, so 5,000 x 50 x 40 = 10,000,000 samples. */
const SAMPLES_PER_STREAM = 40;
const SAMPLE_SECONDS = 300;
const VIDEOS_PER_CREATOR = 20;
const SHORTS_PER_CREATOR = 30;
/** "In minutes, by COPY": the whole fill, samples, posts and rollups, under ten. */
export const FILL_TARGET_MS = 10 * 60_000;

export const CREATOR_P95_TARGET_MS = 5;
export const GAME_P95_TARGET_MS = 20;
export const ALL_CREATORS_P95_TARGET_MS = 100;
/** The first page of the Content creators list, as the insights page asks for it. */
const RANKING_PAGE = 50;

export const EXPORT_ROWS = 100_000;
/**
 * Flat: 100,000 rows held as objects (a creator with channels and figures each) would take well over
 * 100 MB of heap; streaming holds a batch of 1,000 and the garbage between collections.
 */
export const EXPORT_MEMORY_TARGET_MB = 32;

/**
 * Statistics at scale, on PostgreSQL through the adapters and use cases the API runs: fills the statistics store
 * set-based, builds the daily rollups with the nightly job's own statement, then times a creator's
 * 180 days, a game's 180 days and the ranking of every creator over 30 days (each beside the same
 * figures computed from the raw samples), and streams a 100,000-row export through the HTTP route.
 */
export async function benchStatistics(creators = CREATORS): Promise<BenchResult[]> {
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      seedDemoData: false,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', SECRETS_KEY: '01'.repeat(32) },
    });
    const orm = await createOrm(url, { poolMax: 4 });
    const execute = boundExecute(orm.em.fork());
    const scope = scopeFactory(orm.em, {
      clock: systemClock,
      hasher: new Argon2idPasswordHasher(),
      secrets: testSecrets,
      limits: new InMemoryRateLimits(),
      queue: new PgBossJobQueue(url),
      appUrl: 'http://localhost',
    });
    try {
      const fill = await fillStatistics(execute, url, creators);
      const reads = await measureReads(execute, scope, creators);
      const exported = await measureExport(execute, app.url, creators);
      const samples = creators * STREAMS_PER_CREATOR * SAMPLES_PER_STREAM;
      return [
        {
          name: `fill ${samples.toLocaleString('en-US')} stream samples, ${creators.toLocaleString('en-US')} creators, ${GAMES} games, ${DAYS} days`,
          figures: `${seconds(fill.totalMs)} (target < ${FILL_TARGET_MS / 60_000} min): samples ${seconds(fill.samplesMs)}, ${fill.posts.toLocaleString('en-US')} posts ${seconds(fill.postsMs)}, ${fill.rollups.toLocaleString('en-US')} daily rollups ${seconds(fill.rollupsMs)} (one day's nightly run ${ms(fill.oneDayMs)} ms)${fill.mismatched === 0 ? '' : `; ${fill.mismatched} streams whose samples do not sum to their figures`}`,
          met: fill.samples === samples && fill.mismatched === 0 && fill.totalMs < FILL_TARGET_MS,
        },
        ...reads,
        exported,
      ];
    } finally {
      await orm.close(true);
      await app.stop();
    }
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Deterministic ids, so a run is the same world every time. */
const creatorId = (n: string) => `md5('bench-creator-' || ${n})::uuid`;
const gameId = (n: string) => `md5('bench-game-' || ${n})::uuid`;
/** Most creators draw a handful of viewers, a few thousands: the square of a spread-out number. */
const baseCcv = (n: string) => `(3 + ((${n} * 7919) % 997) * ((${n} * 7919) % 997) / 400)`;
/** One sample's viewers: the creator's base, rising to a peak mid-stream, with some noise. */
const viewers = (n: string, k: string, i: string) =>
  `greatest(1, (${baseCcv(n)} * (0.7 + 0.3 * sin(pi() * ${i} / ${SAMPLES_PER_STREAM - 1})) * (90 + (${n} * 31 + ${k} * 17 + ${i} * 7) % 21) / 100)::int)`;
/** Creators stick to a game for ten streams, then move on. */
const gameOf = (n: string, k: string) => `(((${n}) * 37 + (${k}) / 10 * 11) % ${GAMES})`;

async function fillStatistics(execute: Execute, url: string, creators: number) {
  const started = performance.now();
  // Day 0 is 178 days ago at midnight UTC; the last stream starts three days ago, so every post is inside the 180-day period.
  const origin = new Date(Date.parse(`${addDays(new Date().toISOString().slice(0, 10), 1 - (DAYS - 2))}T00:00:00.000Z`)).toISOString();
  await execute(`insert into statistics_game (id, name) select ${gameId('g')}, 'Bench Game ' || g from generate_series(0, ?::int - 1) g`, [
    GAMES,
  ]);
  await execute(
    `insert into user_account (id, username, display_name, email, email_verified_at, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
     select ${creatorId('n')}, 'benchcreator' || n, 'Bench Creator ' || n, 'creator' || n || '@bench.example', now(), 'x', 'Creator', 'active', 0, false, now()
     from generate_series(1, ?::int) n`,
    [creators],
  );
  await execute(
    `insert into creator_channel (id, creator_id, provider, provider_channel_id, handle, display_name, followers, account_created_at, affiliation, language, country, synced_at)
     select gen_random_uuid(), ${creatorId('n')}, pr.provider, pr.provider || n, 'bench' || n, 'Bench ' || n, 100 + n % 5000, now(), 'none',
       (array['en', 'sv', 'de', 'fr'])[1 + n % 4], (array['US', 'SE', 'DE', 'FR'])[1 + n % 4], now()
     from generate_series(1, ?::int) n cross join (values ('twitch'), ('youtube'), ('tiktok')) pr(provider)`,
    [creators],
  );

  const postsStarted = performance.now();
  // Each stream's figures are the sums of its own samples below (the same expression), as a sync reports them.
  await execute(
    `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
     select gen_random_uuid(), ${creatorId('n')}, 'twitch', 'stream-' || n || '-' || k, 'STREAM', 'Stream ' || k, ${gameId(gameOf('n', 'k'))},
       ${SAMPLES_PER_STREAM * SAMPLE_SECONDS}, 0, f.watch, f.watch::float8 / ${SAMPLES_PER_STREAM * SAMPLE_SECONDS}, f.peak, true,
       o.origin + make_interval(hours => 14 + n % 8) + make_interval(secs => (k * 3.55 + n % 3 * 0.4) * 86400)
     from (select ?::timestamptz as origin) o, generate_series(1, ?::int) n, generate_series(0, ${STREAMS_PER_CREATOR - 1}) k,
       lateral (select sum(v) * ${SAMPLE_SECONDS} as watch, max(v) as peak
                from generate_series(0, ${SAMPLES_PER_STREAM - 1}) i, lateral (select ${viewers('n', 'k', 'i')} as v) s) f`,
    [origin, creators],
  );
  // Videos on YouTube and shorts on TikTok; one in seven about no game.
  await execute(
    `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
     select gen_random_uuid(), ${creatorId('n')}, t.provider, t.type || '-' || n || '-' || k, t.type, t.type || ' ' || k,
       case when (n + k) % 7 = 0 then null else ${gameId(gameOf('n', 'k * 2'))} end,
       t.duration, v.views, v.views * t.duration / 3, 0, 0, true,
       o.origin + make_interval(hours => 10 + (n + k) % 10) + make_interval(secs => (k * 177.0 / t.count + n % 5 * 0.2) * 86400)
     from (select ?::timestamptz as origin) o, generate_series(1, ?::int) n,
       (values ('VIDEO', 'youtube', ${VIDEOS_PER_CREATOR}, 900), ('SHORTS', 'tiktok', ${SHORTS_PER_CREATOR}, 40)) t(type, provider, count, duration),
       lateral generate_series(0, t.count - 1) k,
       lateral (select (${baseCcv('n')} * (20 + (n * 13 + k * 29) % 60))::bigint as views) v`,
    [origin, creators],
  );
  const postsMs = performance.now() - postsStarted;

  // A bulk load as PostgreSQL's manual advises: COPY, with the primary key and foreign key dropped
  // while the rows come in (in post, instant order) and built again in one pass each, instead of
  // 10,000,000 inserts into a B-tree and as many foreign key checks.
  const samplesStarted = performance.now();
  await execute('alter table stream_sample drop constraint stream_sample_post_id_foreign, drop constraint stream_sample_pkey', []);
  const streams = await execute<{ id: string; created_at: Date; n: number; k: number }[]>(
    `select id, created_at, split_part(external_id, '-', 2)::int as n, split_part(external_id, '-', 3)::int as k
     from creator_post where type = 'STREAM' order by id`,
    [],
  );
  await copySamples(url, streams);
  await execute('alter table stream_sample add constraint stream_sample_pkey primary key (post_id, sampled_at)', []);
  await execute(
    `alter table stream_sample add constraint stream_sample_post_id_foreign foreign key (post_id) references creator_post (id) on delete cascade`,
    [],
  );
  const samplesMs = performance.now() - samplesStarted;

  // The rollup job's statement over the whole range, as a bulk import runs it, then every creator's
  // matchmaking summary; then the nightly run of one day, timed apart.
  const rollupsStarted = performance.now();
  const today = dayOf(new Date());
  await rollUpDays(execute, addDays(today, 1 - DAYS), today);
  await refreshSummaries(execute, null, new Date());
  const rollupsMs = performance.now() - rollupsStarted;
  const nightStarted = performance.now();
  await rollUpDays(execute, addDays(today, -3), addDays(today, -3));
  const oneDayMs = performance.now() - nightStarted;
  // What autovacuum would have done by the time anyone reads: the visibility map the index-only
  // scans need and statistics for the planner.
  await execute('vacuum analyze statistics_game, creator_post, stream_sample, creator_daily_statistics, user_account, creator_channel', []);
  const [counts] = await execute<{ samples: string; posts: string; rollups: string; mismatched: string }[]>(
    `select (select count(*) from stream_sample) as samples, (select count(*) from creator_post) as posts,
       (select count(*) from creator_daily_statistics) as rollups,
       (select count(*) from creator_post p where p.type = 'STREAM'
          and p.watch_seconds <> (select sum(s.viewers * s.interval_seconds) from stream_sample s where s.post_id = p.id)) as mismatched`,
    [],
  );
  return {
    totalMs: performance.now() - started,
    postsMs,
    samplesMs,
    rollupsMs,
    oneDayMs,
    samples: Number(counts?.samples),
    posts: Number(counts?.posts),
    rollups: Number(counts?.rollups),
    /** Streams whose hours watched are not the sum of their copied samples: none, or the copy drew other curves. */
    mismatched: Number(counts?.mismatched),
  };
}

/** PostgreSQL's rint: a float to the nearest integer, halves to the even one, as `::int` rounds. */
const rint = (x: number) => {
  const nearest = Math.round(x);
  return Math.abs(x % 1) === 0.5 && nearest % 2 !== 0 ? nearest - 1 : nearest;
};

/** The `viewers` expression above, in JavaScript, so the copied samples sum to their posts' figures. */
function sampleViewers(n: number, k: number, i: number): number {
  const spread = (n * 7919) % 997;
  const base = 3 + Math.trunc((spread * spread) / 400);
  const curve = 0.7 + 0.3 * Math.sin((Math.PI * i) / (SAMPLES_PER_STREAM - 1));
  return Math.max(1, rint((base * curve * (90 + ((n * 31 + k * 17 + i * 7) % 21))) / 100));
}

/**
 * Streams every stream's samples into stream_sample with COPY FROM STDIN (text format), generated a
 * stream at a time, so neither the process nor the server ever holds the 10,000,000 rows. MikroORM
 * has no COPY, so this one load talks to PostgreSQL through its driver, pg, with pg-copy-streams.
 */
async function copySamples(url: string, streams: readonly { id: string; created_at: Date; n: number; k: number }[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = Readable.from(
      (function* () {
        for (const stream of streams) {
          const start = new Date(stream.created_at).getTime();
          let chunk = '';
          for (let i = 0; i < SAMPLES_PER_STREAM; i += 1) {
            const at = new Date(start + i * SAMPLE_SECONDS * 1000).toISOString();
            chunk += `${stream.id}\t${at}\t${sampleViewers(stream.n, stream.k, i)}\t${SAMPLE_SECONDS}\n`;
          }
          yield chunk;
        }
      })(),
    );
    await pipeline(rows, client.query(copyFrom('copy stream_sample (post_id, sampled_at, viewers, interval_seconds) from stdin')));
  } finally {
    await client.end();
  }
}

/** A fixed sequence of picks, so every run asks for the same creators and games. */
function picker(seed: number) {
  let state = seed;
  return (count: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % count);
  };
}

async function timed(iterations: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  return times;
}

const median = (times: readonly number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
const p95 = (times: readonly number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? Number.NaN;

/** The read's p95 over the raw samples' p95: under 1 is faster than the samples. */
const readRatio = (rollup: readonly number[], raw: readonly number[]) => (p95(rollup) / p95(raw)).toFixed(2);

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

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
async function measureReads(execute: Execute, scope: ScopeFactory, creators: number): Promise<BenchResult[]> {
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

/**
 * 95,000 more creators with one Twitch stream each this month (rolled up by the same job), then a
 * company downloads the Twitch list of the last 30 days through POST /api/insights/export (the
 * livestream list holds only creators who streamed, so it is the streams' platform): rows
 * counted as they arrive, never held, and the process's peak memory above its start.
 */
async function measureExport(execute: Execute, appUrl: string, creators: number): Promise<BenchResult> {
  const extra = EXPORT_ROWS - creators;
  await execute(
    `insert into user_account (id, username, display_name, email, email_verified_at, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
     select ${creatorId('n')}, 'benchcreator' || n, 'Bench Creator ' || n, 'creator' || n || '@bench.example', now(), 'x', 'Creator', 'active', 0, false, now()
     from generate_series(?::int + 1, ?::int) n`,
    [creators, EXPORT_ROWS],
  );
  await execute(
    `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
     select gen_random_uuid(), ${creatorId('n')}, 'twitch', 'extra-live-' || n, 'STREAM', 'Live', ${gameId(gameOf('n', '0'))},
       3600, 0, (5 + n % 100) * 3600, 5 + n % 100, 10 + n % 200, true, now() - make_interval(secs => (n % 25) * 86400 + 3600)
     from generate_series(?::int + 1, ?::int) n`,
    [creators, EXPORT_ROWS],
  );
  const month = periodDays(30, new Date());
  await rollUpDays(execute, month.from, month.to);
  await execute('vacuum analyze creator_post, creator_daily_statistics, user_account', []);
  const [expected] = await execute<{ count: string }[]>(
    `select count(*) as count from (select creator_id from creator_daily_statistics where provider = 'twitch' and day between ?::date and ?::date
     group by creator_id having sum(streams) > 0) streamed`,
    [month.from, month.to],
  );

  const ownerId = randomUUID();
  const companyId = randomUUID();
  await execute(
    `insert into user_account (id, username, display_name, email, email_verified_at, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
     values (?, 'benchowner', 'BenchOwner', 'owner@bench.example', now(), 'x', 'Company', 'active', 0, false, now())`,
    [ownerId],
  );
  await execute(
    `insert into company (id, name, type, website, email, is_verified, created_at) values (?, 'Bench Studio', 'publisher', 'https://bench.example', 'owner@bench.example', true, now())`,
    [companyId],
  );
  await execute(`insert into company_member (company_id, user_id, is_owner, title, joined_at) values (?, ?, true, null, now())`, [
    companyId,
    ownerId,
  ]);
  // Exports are a Pro feature (checked on the server before the quota): the bench company has bought it.
  await execute(
    `insert into company_subscription (company_id, plan, status, provider, customer_id, subscription_id, current_period_end, cancel_at_period_end, updated_at)
     values (?, 'pro', 'active', 'sandbox', null, null, now() + interval '30 days', false, now())`,
    [companyId],
  );
  const token = randomUUID() + randomUUID();
  await execute(`insert into session (id, user_id, created_at, expires_at) values (?, ?, now(), now() + interval '30 days')`, [
    await hashSecret(token),
    ownerId,
  ]);

  // Flat means what the process keeps, not how much garbage it makes between collections: every
  // second a full collection, then the heap still in use (the file held in memory would be in it).
  // The peak heap and resident size between collections are printed beside it.
  const gc = globalThis.gc ?? (() => undefined);
  gc();
  const baseline = process.memoryUsage();
  let peakKept = baseline.heapUsed;
  let peakHeap = baseline.heapUsed;
  let peakRss = baseline.rss;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const sampler = setInterval(sample, 10);
  const collector = setInterval(() => {
    sample();
    gc();
    peakKept = Math.max(peakKept, process.memoryUsage().heapUsed);
  }, 1_000);
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/insights/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lurkit-upload': '1', cookie: `lurkit.session-token=${token}` },
    body: JSON.stringify({ platform: 'twitch', filter: { aggregationPeriodDays: 30 } }),
  });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  clearInterval(collector);
  sample();
  const keptMb = (peakKept - baseline.heapUsed) / 1024 / 1024;
  const heapMb = (peakHeap - baseline.heapUsed) / 1024 / 1024;
  const rssMb = (peakRss - baseline.rss) / 1024 / 1024;
  const rows = lines - 1;
  const wanted = Number(expected?.count);
  return {
    name: `export ${EXPORT_ROWS.toLocaleString('en-US')} creators as CSV`,
    figures: `${response.status === 200 ? '' : `answered ${response.status}: `}${rows} rows (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds(exportMs)}, heap kept +${keptMb.toFixed(0)} MB at most (target < ${EXPORT_MEMORY_TARGET_MB} MB); between collections heap +${heapMb.toFixed(0)} MB, resident +${rssMb.toFixed(0)} MB`,
    met: response.status === 200 && rows === wanted && rows >= EXPORT_ROWS && keptMb < EXPORT_MEMORY_TARGET_MB,
  };
}
