import { isWithin, type DateRange } from './date-range.ts';
import type { Post } from './post.entity.ts';

export interface PeriodMetrics {
  readonly posts: number;
  readonly hoursWatched: number;
  readonly views: number;
  /** Null when no stream with a duration falls in the period. */
  readonly averageCcv: number | null;
}

/**
 * Metrics over the posts created in [from, to).
 * - hours watched and views: plain sums over every post type;
 * - average CCV: over streams only, weighted by stream duration, so a 4-hour stream counts four
 *   times as much as a 1-hour one. That equals viewer-hours over air time, the figure a sponsor pays
 *   for; a plain mean of per-stream averages would let short spikes dominate.
 * Unlisted posts are left out unless asked for: they are not public (e.g. quest videos before their
 * publishing window) and would count views the audience cannot reach.
 */
export function metricsOver(posts: Iterable<Post>, range: DateRange, options: { includeUnlisted?: boolean } = {}): PeriodMetrics {
  let count = 0;
  let hoursWatched = 0;
  let views = 0;
  let weightedCcv = 0;
  let streamSeconds = 0;
  for (const post of posts) {
    if (!isWithin(post.createdAt, range) || (!post.listed && !options.includeUnlisted)) continue;
    count += 1;
    hoursWatched += post.hoursWatched;
    views += post.views;
    if (post.type === 'STREAM' && post.durationSeconds > 0) {
      weightedCcv += post.averageCcv * post.durationSeconds;
      streamSeconds += post.durationSeconds;
    }
  }
  return { posts: count, hoursWatched, views, averageCcv: streamSeconds > 0 ? weightedCcv / streamSeconds : null };
}
