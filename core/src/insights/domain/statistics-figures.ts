import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { RecordedPost } from '../ports/statistics-recorder.port.ts';
import { dayOf } from './statistics-days.ts';

/**
 * One creator's listed posts of one day, platform and game, summed: the unit the store keeps current.
 * Watch time is kept in whole seconds so sums over many days stay exact.
 */
export interface DailyRollup {
  readonly creatorId: string;
  readonly day: string;
  readonly provider: ChannelProvider;
  readonly gameId: string | null;
  readonly streams: number;
  readonly streamSeconds: number;
  readonly streamWatchSeconds: number;
  readonly peakCcv: number;
  readonly videos: number;
  readonly videoViews: number;
  readonly videoWatchSeconds: number;
  readonly shorts: number;
  readonly shortViews: number;
  readonly shortWatchSeconds: number;
}

/**
 * What insights show for a creator, a game or a day. Each figure has one definition, computed here
 * and nowhere else; ui/src/insights/figure-definitions.ts says the same in words beside the figures.
 */
export interface StatisticsFigures {
  /** Live streams that started in the period (a VOD is one of these once it has ended). */
  readonly streams: number;
  /** Air time: the hours the streams were live. */
  readonly streamHours: number;
  /** The same figure as hoursWatched, under the name older clients read. */
  readonly streamHoursWatched: number;
  /** Viewer-hours over air time (duration-weighted, like metricsOver); null without streams. */
  readonly averageCcv: number | null;
  /** The most concurrent viewers of any one stream. */
  readonly peakCcv: number;
  readonly videos: number;
  readonly videoViews: number;
  readonly shorts: number;
  readonly shortViews: number;
  /**
   * Hours watched: live viewer-hours, each stream's viewers summed over its air time (its samples'
   * viewers times their interval). Videos and shorts are not in it: they have watchTimeHours.
   */
  readonly hoursWatched: number;
  /** Watch time: the hours videos and shorts were watched, as their platforms report it. */
  readonly watchTimeHours: number;
  /** Views per video or short; null without any. */
  readonly averageViews: number | null;
}

export type RollupSums = Omit<DailyRollup, 'creatorId' | 'day' | 'provider' | 'gameId'>;

export const EMPTY_SUMS: RollupSums = {
  streams: 0,
  streamSeconds: 0,
  streamWatchSeconds: 0,
  peakCcv: 0,
  videos: 0,
  videoViews: 0,
  videoWatchSeconds: 0,
  shorts: 0,
  shortViews: 0,
  shortWatchSeconds: 0,
};

export function addSums(a: RollupSums, b: RollupSums): RollupSums {
  return {
    streams: a.streams + b.streams,
    streamSeconds: a.streamSeconds + b.streamSeconds,
    streamWatchSeconds: a.streamWatchSeconds + b.streamWatchSeconds,
    peakCcv: Math.max(a.peakCcv, b.peakCcv),
    videos: a.videos + b.videos,
    videoViews: a.videoViews + b.videoViews,
    videoWatchSeconds: a.videoWatchSeconds + b.videoWatchSeconds,
    shorts: a.shorts + b.shorts,
    shortViews: a.shortViews + b.shortViews,
    shortWatchSeconds: a.shortWatchSeconds + b.shortWatchSeconds,
  };
}

export const sumRollups = (rows: Iterable<RollupSums>): RollupSums => {
  let total = EMPTY_SUMS;
  for (const row of rows) total = addSums(total, row);
  return total;
};

export const watchSecondsOf = (hours: number): number => Math.round(hours * 3_600);

/** One post as its contribution to its day's rollup; unlisted posts contribute nothing (see metricsOver). */
export function contributionOf(post: RecordedPost): RollupSums {
  if (!post.listed) return EMPTY_SUMS;
  const watch = watchSecondsOf(post.hoursWatched);
  switch (post.type) {
    case 'STREAM':
      return { ...EMPTY_SUMS, streams: 1, streamSeconds: post.durationSeconds, streamWatchSeconds: watch, peakCcv: post.peakCcv };
    case 'VIDEO':
      return { ...EMPTY_SUMS, videos: 1, videoViews: post.views, videoWatchSeconds: watch };
    case 'SHORTS':
      return { ...EMPTY_SUMS, shorts: 1, shortViews: post.views, shortWatchSeconds: watch };
  }
}

/** The rollups of a set of posts, one per creator, day, platform and game that has a listed post. */
export function rollupsOf(posts: Iterable<RecordedPost>): DailyRollup[] {
  const byKey = new Map<string, DailyRollup>();
  for (const post of posts) {
    if (!post.listed) continue;
    const day = dayOf(post.createdAt);
    const key = `${post.creatorId}|${day}|${post.provider}|${post.gameId ?? ''}`;
    const before = byKey.get(key) ?? { creatorId: post.creatorId, day, provider: post.provider, gameId: post.gameId, ...EMPTY_SUMS };
    byKey.set(key, { ...before, ...addSums(before, contributionOf(post)) });
  }
  return [...byKey.values()];
}

export function figuresOf(sums: RollupSums): StatisticsFigures {
  const pieces = sums.videos + sums.shorts;
  return {
    streams: sums.streams,
    streamHours: sums.streamSeconds / 3_600,
    streamHoursWatched: sums.streamWatchSeconds / 3_600,
    averageCcv: sums.streamSeconds > 0 ? sums.streamWatchSeconds / sums.streamSeconds : null,
    peakCcv: sums.peakCcv,
    videos: sums.videos,
    videoViews: sums.videoViews,
    shorts: sums.shorts,
    shortViews: sums.shortViews,
    hoursWatched: sums.streamWatchSeconds / 3_600,
    watchTimeHours: (sums.videoWatchSeconds + sums.shortWatchSeconds) / 3_600,
    averageViews: pieces > 0 ? (sums.videoViews + sums.shortViews) / pieces : null,
  };
}
