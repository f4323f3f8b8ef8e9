import { TIER_UPPER_BOUNDS, CREATOR_TIERS, type TierBasis } from '@lurkit/core/shared/creator-tier.ts';
import { EMPTY_SUMS, type RollupSums } from '@lurkit/core/insights/domain/statistics-figures.ts';

/** The sums of rollup rows (alias `r`), named as RollupSums' fields in snake case. */
export const SUMS_SQL = `
  coalesce(sum(r.streams), 0)::bigint as streams,
  coalesce(sum(r.stream_seconds), 0)::bigint as stream_seconds,
  coalesce(sum(r.stream_watch_seconds), 0)::bigint as stream_watch_seconds,
  coalesce(max(r.peak_ccv), 0)::bigint as peak_ccv,
  coalesce(sum(r.videos), 0)::bigint as videos,
  coalesce(sum(r.video_views), 0)::bigint as video_views,
  coalesce(sum(r.video_watch_seconds), 0)::bigint as video_watch_seconds,
  coalesce(sum(r.shorts), 0)::bigint as shorts,
  coalesce(sum(r.short_views), 0)::bigint as short_views,
  coalesce(sum(r.short_watch_seconds), 0)::bigint as short_watch_seconds`;

export interface SumsRow {
  streams: string | number;
  stream_seconds: string | number;
  stream_watch_seconds: string | number;
  peak_ccv: string | number;
  videos: string | number;
  video_views: string | number;
  video_watch_seconds: string | number;
  shorts: string | number;
  short_views: string | number;
  short_watch_seconds: string | number;
}

export function sumsOf(row: SumsRow | undefined): RollupSums {
  if (!row) return EMPTY_SUMS;
  return {
    streams: Number(row.streams),
    streamSeconds: Number(row.stream_seconds),
    streamWatchSeconds: Number(row.stream_watch_seconds),
    peakCcv: Number(row.peak_ccv),
    videos: Number(row.videos),
    videoViews: Number(row.video_views),
    videoWatchSeconds: Number(row.video_watch_seconds),
    shorts: Number(row.shorts),
    shortViews: Number(row.short_views),
    shortWatchSeconds: Number(row.short_watch_seconds),
  };
}

/** Hours watched, in seconds, of a rollup row `r`: live viewer-seconds only (the rankings' order, core's figuresOf). */
export const WATCH_SQL = 'r.stream_watch_seconds';

/** The sums tierSql reads, under the names it reads them by. */
export const TIER_INPUTS_SQL = `sum(r.stream_watch_seconds) as stream_watch_seconds, sum(r.stream_seconds) as stream_seconds,
  sum(r.videos) as videos, sum(r.shorts) as shorts, sum(r.video_views) as video_views, sum(r.short_views) as short_views`;

/** core's tierOf as SQL over summed rows: every bound belongs to the lower tier. */
export function tierSql(basis: TierBasis): string {
  const value =
    basis === 'CCV'
      ? 'case when stream_seconds > 0 then stream_watch_seconds::float8 / stream_seconds else 0 end'
      : 'case when videos + shorts > 0 then (video_views + short_views)::float8 / (videos + shorts) else 0 end';
  const bounds = TIER_UPPER_BOUNDS[basis];
  const whens = bounds.map((bound, i) => `when ${value} <= ${bound} then '${CREATOR_TIERS[i]}'`).join(' ');
  return `(case ${whens} else 'top' end)`;
}
