import type { MeasuredMetric } from './completion-criterion.schema.ts';

/** A creator's stream and video figures over a period, as the statistics store sums their listed posts. */
export interface ContentFigures {
  /** Air time. */
  readonly streamHours: number;
  readonly streamHoursWatched: number;
  /** Viewer-hours over air time; null without streams. */
  readonly averageCcv: number | null;
  readonly videos: number;
  readonly videoViews: number;
}

/**
 * The measured metrics of completion criteria from the figures, in the criteria's units (air time in
 * minutes, hours watched in hours, CCV in viewers). Our choice where the spec is silent: each is rounded
 * down, so a criterion counts as met only once the whole amount is reached (59.9 minutes is not 60);
 * video metrics count videos, not shorts.
 */
export function measuredMetrics(figures: ContentFigures): Record<MeasuredMetric, number> {
  return {
    STREAM_CONTENT_AIR_TIME: Math.floor(figures.streamHours * 60 + 1e-9),
    STREAM_CONTENT_CCV: Math.floor((figures.averageCcv ?? 0) + 1e-9),
    STREAM_CONTENT_HOURS_WATCHED: Math.floor(figures.streamHoursWatched + 1e-9),
    VIDEO_VIEWS: figures.videoViews,
    VIDEO_AVERAGE_VIEWS_PER_VIDEO: figures.videos > 0 ? Math.floor(figures.videoViews / figures.videos) : 0,
  };
}

/**
 * The time a run's statistics count over: from joining (not before the mission starts) until now, the
 * mission's end or the run's end, whichever comes first. Null when that is empty (joined after the end).
 */
export function runStatisticsWindow(input: {
  readonly joinedAt: Date;
  readonly missionStart: Date;
  readonly missionEnd: Date | null;
  readonly runEndedAt: Date | null;
  readonly now: Date;
}): { since: Date; until: Date } | null {
  const since = new Date(Math.max(input.joinedAt.getTime(), input.missionStart.getTime()));
  const ends = [input.now, input.missionEnd, input.runEndedAt].filter((d): d is Date => d !== null).map((d) => d.getTime());
  const until = new Date(Math.min(...ends));
  return since.getTime() <= until.getTime() ? { since, until } : null;
}
