import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { rollUpDays, refreshSummaries } from '@lurkit/adapters/postgres/insights/statistics-rollups.ts';
import { type Execute } from '@lurkit/adapters/postgres/shared/bound-query.ts';
import { addDays, dayOf } from '@lurkit/core/insights/domain/statistics-days.ts';

/** Statistics at scale: 10,000,000 stream samples of 5,000 creators on 500 games over 180 days. */
export const CREATORS = 5_000;
export const GAMES = 500;
export const DAYS = 180;
export const STREAMS_PER_CREATOR = 50;
/** 40 samples 5 minutes apart: a stream of 3 h 20 min, so 5,000 x 50 x 40 = 10,000,000 samples. */
export const SAMPLES_PER_STREAM = 40;
const SAMPLE_SECONDS = 300;
const VIDEOS_PER_CREATOR = 20;
const SHORTS_PER_CREATOR = 30;
/** "In minutes, by COPY": the whole fill, samples, posts and rollups, under ten. */
export const FILL_TARGET_MS = 10 * 60_000;

export const CREATOR_P95_TARGET_MS = 5;
export const GAME_P95_TARGET_MS = 20;
export const ALL_CREATORS_P95_TARGET_MS = 100;
/** The first page of the Content creators list, as the insights page asks for it. */
export const RANKING_PAGE = 50;

export const EXPORT_ROWS = 100_000;
/**
 * Flat: 100,000 rows held as objects (a creator with channels and figures each) would take well over
 * 100 MB of heap; streaming holds a batch of 1,000 and the garbage between collections.
 */
export const EXPORT_MEMORY_TARGET_MB = 32;

/** Deterministic ids, so a run is the same world every time. */
export const creatorId = (n: string) => `md5('bench-creator-' || ${n})::uuid`;
export const gameId = (n: string) => `md5('bench-game-' || ${n})::uuid`;
/** Most creators draw a handful of viewers, a few thousands: the square of a spread-out number. */
const baseCcv = (n: string) => `(3 + ((${n} * 7919) % 997) * ((${n} * 7919) % 997) / 400)`;
/** One sample's viewers: the creator's base, rising to a peak mid-stream, with some noise. */
const viewers = (n: string, k: string, i: string) =>
  `greatest(1, (${baseCcv(n)} * (0.7 + 0.3 * sin(pi() * ${i} / ${SAMPLES_PER_STREAM - 1})) * (90 + (${n} * 31 + ${k} * 17 + ${i} * 7) % 21) / 100)::int)`;
/** Creators stick to a game for ten streams, then move on. */
export const gameOf = (n: string, k: string) => `(((${n}) * 37 + (${k}) / 10 * 11) % ${GAMES})`;

export async function fillStatistics(execute: Execute, url: string, creators: number) {
  const started = performance.now();
  // Day 0 is 178 days ago at midnight UTC; the last stream starts three days ago, so every post is inside the 180-day period.
  const origin = new Date(Date.parse(`${addDays(new Date().toISOString().slice(0, 10), 1 - (DAYS - 2))}T00:00:00.000Z`)).toISOString();
  await execute(`insert into statistics_game (id, name) select ${gameId('g')}, 'Bench Game ' || g from generate_series(0, ?::int - 1) g`, [
    GAMES,
  ]);
  await insertCreators(execute, 1, creators);
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

/** Bench creators number `first` to `last`, their ids derived from their numbers. */
export async function insertCreators(execute: Execute, first: number, last: number): Promise<void> {
  await execute(
    `insert into user_account (id, username, display_name, email, email_verified_at, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
     select ${creatorId('n')}, 'benchcreator' || n, 'Bench Creator ' || n, 'creator' || n || '@bench.example', now(), 'x', 'Creator', 'active', 0, false, now()
     from generate_series(?::int, ?::int) n`,
    [first, last],
  );
}
