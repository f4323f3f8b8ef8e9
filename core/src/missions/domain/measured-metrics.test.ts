import { describe, expect, it } from 'vitest';
import { measuredMetrics, runStatisticsWindow } from './measured-metrics.ts';

const at = (iso: string) => new Date(iso);

describe('measured metrics', () => {
  it('reads every stream and video metric in the criteria units, rounded down', () => {
    expect(measuredMetrics({ streamHours: 1.5, streamHoursWatched: 74.9, averageCcv: 49.96, videos: 3, videoViews: 1_000 })).toEqual({
      STREAM_CONTENT_AIR_TIME: 90,
      STREAM_CONTENT_CCV: 49,
      STREAM_CONTENT_HOURS_WATCHED: 74,
      VIDEO_VIEWS: 1_000,
      VIDEO_AVERAGE_VIEWS_PER_VIDEO: 333,
    });
  });

  it('reaches a whole amount exactly despite floating point (an hour of air time is 60 minutes)', () => {
    expect(
      measuredMetrics({ streamHours: 3_600 / 3_600, streamHoursWatched: 0.1 + 0.2 + 0.7, averageCcv: 0, videos: 0, videoViews: 0 }),
    ).toMatchObject({ STREAM_CONTENT_AIR_TIME: 60, STREAM_CONTENT_HOURS_WATCHED: 1 });
  });

  it('is nothing without content: no CCV without streams, no average without videos', () => {
    expect(measuredMetrics({ streamHours: 0, streamHoursWatched: 0, averageCcv: null, videos: 0, videoViews: 0 })).toEqual({
      STREAM_CONTENT_AIR_TIME: 0,
      STREAM_CONTENT_CCV: 0,
      STREAM_CONTENT_HOURS_WATCHED: 0,
      VIDEO_VIEWS: 0,
      VIDEO_AVERAGE_VIEWS_PER_VIDEO: 0,
    });
  });
});

describe('the window a run measures', () => {
  const base = {
    joinedAt: at('2030-03-05T10:00:00Z'),
    missionStart: at('2030-03-01T10:00:00Z'),
    missionEnd: at('2030-04-01T10:00:00Z'),
    runEndedAt: null,
    now: at('2030-03-10T10:00:00Z'),
  };

  it('runs from joining until now while the mission is on', () => {
    expect(runStatisticsWindow(base)).toEqual({ since: base.joinedAt, until: base.now });
  });

  it('starts no earlier than the mission, and stops at its end or the run’s end', () => {
    expect(runStatisticsWindow({ ...base, joinedAt: at('2030-02-20T10:00:00Z') })?.since).toEqual(base.missionStart);
    expect(runStatisticsWindow({ ...base, now: at('2030-05-01T10:00:00Z') })?.until).toEqual(base.missionEnd);
    expect(runStatisticsWindow({ ...base, runEndedAt: at('2030-03-07T10:00:00Z') })?.until).toEqual(at('2030-03-07T10:00:00Z'));
    expect(runStatisticsWindow({ ...base, missionEnd: null, now: at('2031-01-01T00:00:00Z') })?.until).toEqual(at('2031-01-01T00:00:00Z'));
  });

  it('is empty when the run began after the mission ended', () => {
    expect(runStatisticsWindow({ ...base, joinedAt: at('2030-04-02T10:00:00Z'), now: at('2030-04-03T10:00:00Z') })).toBeNull();
  });
});
