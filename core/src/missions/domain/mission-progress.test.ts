import { describe, expect, it } from 'vitest';
import { airTime, clicks, custom, videoViews } from '../testing/builders.ts';
import { CATEGORY_LABELS, CATEGORY_OF_METRIC, OPERATOR_LABELS } from './completion-criteria.ts';
import { NO_PROGRESS, evaluateCriteria, type MissionProgress } from './mission-progress.ts';

const progress = (changes: Partial<MissionProgress>): MissionProgress => ({ ...NO_PROGRESS, ...changes });

describe('criteria categories', () => {
  it('maps every metric to its category', () => {
    expect(CATEGORY_OF_METRIC).toEqual({
      CLICKS: 'clicks',
      CUSTOM: 'customContent',
      STREAM_CONTENT_AIR_TIME: 'streamContent',
      STREAM_CONTENT_CCV: 'streamContent',
      STREAM_CONTENT_HOURS_WATCHED: 'streamContent',
      VIDEO_AVERAGE_VIEWS_PER_VIDEO: 'videoContent',
      VIDEO_VIEWS: 'videoContent',
    });
    expect(CATEGORY_LABELS).toEqual({
      clicks: 'Clicks',
      customContent: 'Custom content',
      streamContent: 'Stream content',
      videoContent: 'Video content',
    });
    expect(OPERATOR_LABELS).toEqual({ AND: 'All also need', OR: 'At least one' });
  });
});

describe('evaluateCriteria', () => {
  const stream = airTime(120, 'air');
  const views = videoViews(1000, 'views');

  it('meets a criterion at exactly its amount and not one below', () => {
    const groups = [{ operator: 'AND' as const, criteria: [stream] }];
    expect(evaluateCriteria(groups, progress({ metrics: { STREAM_CONTENT_AIR_TIME: 120 } })).met).toBe(true);
    expect(evaluateCriteria(groups, progress({ metrics: { STREAM_CONTENT_AIR_TIME: 119 } })).met).toBe(false);
  });

  it('needs every criterion of an AND group', () => {
    const groups = [{ operator: 'AND' as const, criteria: [stream, views] }];
    const one = evaluateCriteria(groups, progress({ metrics: { STREAM_CONTENT_AIR_TIME: 500 } }));
    const both = evaluateCriteria(groups, progress({ metrics: { STREAM_CONTENT_AIR_TIME: 500, VIDEO_VIEWS: 1000 } }));

    expect(one.met).toBe(false);
    expect(one.groups[0]?.criteria).toEqual([
      { criterionId: 'air', value: 500, amount: 120, met: true },
      { criterionId: 'views', value: 0, amount: 1000, met: false },
    ]);
    expect(both.met).toBe(true);
  });

  it('needs at least one criterion of an OR group', () => {
    const groups = [{ operator: 'OR' as const, criteria: [stream, views] }];
    expect(evaluateCriteria(groups, progress({ metrics: { VIDEO_VIEWS: 1000 } })).met).toBe(true);
    expect(evaluateCriteria(groups, NO_PROGRESS).met).toBe(false);
  });

  it('needs every group to pass', () => {
    const groups = [
      { operator: 'AND' as const, criteria: [stream] },
      { operator: 'OR' as const, criteria: [views] },
    ];
    const result = evaluateCriteria(groups, progress({ metrics: { STREAM_CONTENT_AIR_TIME: 120 } }));
    expect(result.met).toBe(false);
    expect(result.groups.map((g) => g.met)).toEqual([true, false]);
  });

  it('counts clicks per CLICKS criterion and submissions per CUSTOM criterion', () => {
    const groups = [{ operator: 'AND' as const, criteria: [clicks(50, 'link'), custom('url', 'shot', 2)] }];
    expect(evaluateCriteria(groups, progress({ clicks: { link: 50 }, customSubmissions: { shot: 2 } })).met).toBe(true);
    expect(evaluateCriteria(groups, progress({ clicks: { link: 50, other: 99 }, customSubmissions: { shot: 1 } })).met).toBe(false);
    expect(evaluateCriteria(groups, progress({ clicks: { other: 50 }, customSubmissions: { shot: 2 } })).met).toBe(false);
  });

  it('is never met without any group', () => {
    expect(evaluateCriteria([], NO_PROGRESS).met).toBe(false);
  });
});
