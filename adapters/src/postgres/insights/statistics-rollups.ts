import { dayOf } from '@lurkit/core/insights/domain/statistics-days.ts';
import type { Execute } from '../shared/bound-query.ts';
import { dayStart, jsonRows, NO_GAME_ID, pgArray } from './sql-values.ts';

/** Matchmaking's averages look this far back (our choice: a season of streaming, recent enough to predict the next stream). */
export const SUMMARY_DAYS = 90;

/** The rollup columns computed from posts `p` grouped by creator, day, platform and game. */
const ROLLUP_SELECT = (daySql: string) => `
  select p.creator_id, ${daySql} as day, p.provider, coalesce(p.game_id, '${NO_GAME_ID}'::uuid) as game_id,
    count(*) filter (where p.type = 'STREAM'),
    coalesce(sum(p.duration_seconds) filter (where p.type = 'STREAM'), 0),
    coalesce(sum(p.watch_seconds) filter (where p.type = 'STREAM'), 0),
    coalesce(max(p.peak_ccv) filter (where p.type = 'STREAM'), 0),
    count(*) filter (where p.type = 'VIDEO'),
    coalesce(sum(p.views) filter (where p.type = 'VIDEO'), 0),
    coalesce(sum(p.watch_seconds) filter (where p.type = 'VIDEO'), 0),
    count(*) filter (where p.type = 'SHORTS'),
    coalesce(sum(p.views) filter (where p.type = 'SHORTS'), 0),
    coalesce(sum(p.watch_seconds) filter (where p.type = 'SHORTS'), 0)`;

const ROLLUP_COLUMNS = `creator_id, day, provider, game_id, streams, stream_seconds, stream_watch_seconds, peak_ccv,
  videos, video_views, video_watch_seconds, shorts, short_views, short_watch_seconds`;

/**
 * Rewrites the rollups of each creator's touched span of days from their posts (delete, then insert:
 * a day may lose a game). One span per creator, so a batch reads each creator's posts once; a live
 * sync touches today only, an import its whole range.
 */
export async function refreshRollups(execute: Execute, keys: readonly { creator_id: string; day: string }[]): Promise<void> {
  const spans = new Map<string, { creator_id: string; from: string; to: string }>();
  for (const { creator_id, day } of keys) {
    const span = spans.get(creator_id);
    if (!span) spans.set(creator_id, { creator_id, from: day, to: day });
    else spans.set(creator_id, { creator_id, from: day < span.from ? day : span.from, to: day > span.to ? day : span.to });
  }
  const json = jsonRows([...spans.values()]);
  await execute(
    `delete from creator_daily_statistics r using jsonb_to_recordset(?::jsonb) as k(creator_id uuid, "from" date, "to" date)
     where r.creator_id = k.creator_id and r.day between k."from" and k."to"`,
    [json],
  );
  await execute(
    `insert into creator_daily_statistics (${ROLLUP_COLUMNS})
     ${ROLLUP_SELECT(`(p.created_at at time zone 'Europe/Stockholm')::date`)}
     from jsonb_to_recordset(?::jsonb) as k(creator_id uuid, "from" date, "to" date)
     join creator_post p on p.creator_id = k.creator_id and p.created_at >= ${dayStart('k."from"')} and p.created_at < ${dayStart('k."to" + 1')}
     where p.listed
     group by 1, 2, 3, 4`,
    [json],
  );
}

/**
 * Rolls up whole days for every creator, from `from` to `to` (ISO dates, both included): what a
 * nightly job or a bulk import runs, one day at a time, instead of a rebuild of everything.
 */
export async function rollUpDays(execute: Execute, from: string, to: string): Promise<void> {
  await execute('delete from creator_daily_statistics where day between ?::date and ?::date', [from, to]);
  await execute(
    `insert into creator_daily_statistics (${ROLLUP_COLUMNS})
     ${ROLLUP_SELECT(`(p.created_at at time zone 'Europe/Stockholm')::date`)}
     from creator_post p
     where p.listed and p.created_at >= ${dayStart('?::date')} and p.created_at < ${dayStart('?::date + 1')}
     group by 1, 2, 3, 4`,
    [from, to],
  );
}

/**
 * Recomputes the matchmaking summary of the given creators (null: every creator with statistics) as
 * of `now`: the last SUMMARY_DAYS days' duration-weighted average CCV and average stream length, their
 * games by hours watched (at most 20), and where their channels are (the biggest channel names the country).
 */
export async function refreshSummaries(execute: Execute, creatorIds: readonly string[] | null, now: Date): Promise<void> {
  const today = dayOf(now);
  const creators =
    creatorIds === null ? 'select distinct creator_id as id from creator_daily_statistics' : 'select unnest(?::uuid[]) as id';
  const params = creatorIds === null ? [] : [pgArray(creatorIds)];
  await execute(
    `insert into creator_statistics_summary (creator_id, country, platform, languages, game_ids, average_ccv, average_stream_hours, minimum_deal_cents, updated_at)
     select c.id,
       (select ch.country from creator_channel ch where ch.creator_id = c.id order by ch.followers desc, ch.id limit 1),
       (select ch.provider from creator_channel ch where ch.creator_id = c.id order by ch.followers desc, ch.id limit 1),
       coalesce((select array_agg(distinct left(lower(ch.language), 2)) from creator_channel ch where ch.creator_id = c.id), '{}'),
       coalesce((select array_agg(g.game_id::text order by g.watch desc, g.game_id)
                 from (select r.game_id, sum(r.stream_watch_seconds + r.video_watch_seconds + r.short_watch_seconds) as watch
                       from creator_daily_statistics r
                       where r.creator_id = c.id and r.day > ?::date - ${SUMMARY_DAYS} and r.game_id <> '${NO_GAME_ID}'
                       group by r.game_id order by watch desc, r.game_id limit 20) g), '{}'),
       coalesce(s.watch / nullif(s.air, 0), 0),
       coalesce(s.air / nullif(s.streams, 0) / 3600.0, 0),
       0, ?::timestamptz
     from (${creators}) c
     left join lateral (
       select sum(r.stream_watch_seconds)::float8 as watch, sum(r.stream_seconds)::float8 as air, sum(r.streams)::float8 as streams
       from creator_daily_statistics r where r.creator_id = c.id and r.day > ?::date - ${SUMMARY_DAYS}
     ) s on true
     on conflict (creator_id) do update set country = excluded.country, platform = excluded.platform, languages = excluded.languages, game_ids = excluded.game_ids,
       average_ccv = excluded.average_ccv, average_stream_hours = excluded.average_stream_hours, updated_at = excluded.updated_at`,
    [today, now, ...params, today],
  );
}
