import { describe, expect, it } from 'vitest';
import { airTime, codeRule, customReward, merchandise, videoViews } from '../testing/builders.ts';
import { evaluateCriteria, NO_PROGRESS } from './mission-progress.ts';
import { earnedShare, rewardsForShare, targetShare } from './pro-rating.ts';

const air = airTime(120, 'air');
const views = videoViews(1000, 'views');
const reached = (airMinutes: number, videoViewCount: number, operator: 'AND' | 'OR' = 'AND') =>
  evaluateCriteria([{ operator, criteria: [air, views] }], {
    ...NO_PROGRESS,
    metrics: { STREAM_CONTENT_AIR_TIME: airMinutes, VIDEO_VIEWS: videoViewCount },
  });

describe('pro-rated rewards', () => {
  it('measures an AND group by its weakest criterion and an OR group by its best, rounding down', () => {
    expect(targetShare(reached(60, 900))).toBe(50);
    expect(targetShare(reached(60, 900, 'OR'))).toBe(90);
    expect(targetShare(reached(79, 2000))).toBe(65);
    expect(targetShare(reached(120, 1000))).toBe(100);
  });

  it('takes the weakest group when groups combine', () => {
    const evaluation = evaluateCriteria(
      [
        { operator: 'OR', criteria: [air] },
        { operator: 'AND', criteria: [views] },
      ],
      { ...NO_PROGRESS, metrics: { STREAM_CONTENT_AIR_TIME: 120, VIDEO_VIEWS: 300 } },
    );
    expect(targetShare(evaluation)).toBe(30);
  });

  it('earns the share reached from the lowest share on, nothing below it or without pro-rating, all once met', () => {
    expect(earnedShare(50, reached(60, 900))).toBe(50);
    expect(earnedShare(51, reached(60, 900))).toBe(0);
    expect(earnedShare(null, reached(60, 900))).toBe(0);
    expect(earnedShare(null, reached(120, 1000))).toBe(100);
  });

  it('divides code rewards (rounding down, dropping one that rounds to none) and keeps merchandise and custom rewards for the whole target', () => {
    const rewards = [codeRule({ id: 'five', numberOfCodes: 5 }), codeRule({ id: 'one', numberOfCodes: 1 }), merchandise(), customReward()];

    expect(rewardsForShare(rewards, 60).map((r) => [r.id, r.kind === 'codes' ? r.numberOfCodes : null])).toEqual([['five', 3]]);
    expect(rewardsForShare(rewards, 100)).toEqual(rewards);
  });
});
