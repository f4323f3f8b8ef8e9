import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { BUILDER_NOW, aPost } from '../testing/builders.ts';
import { AGGREGATION_PERIOD_DAYS, aggregationWindow, parseAggregationPeriod } from './aggregation-period.ts';
import { metricsOver } from './period-metrics.ts';

describe('aggregation periods', () => {
  it('accepts exactly 1, 3, 7, 14, 30, 90 and 180 days', () => {
    expect(AGGREGATION_PERIOD_DAYS.map((d) => parseAggregationPeriod(d).ok)).toEqual(Array(7).fill(true));
    for (const days of [0, 2, 29, 31, 365, 7.5]) {
      const parsed = parseAggregationPeriod(days);
      expect(!parsed.ok && parsed.error).toMatchObject({ code: 'INSIGHTS.INVALID_AGGREGATION_PERIOD', field: 'period' });
    }
  });

  it('windows the last N x 24 hours up to now, [now - N days, now)', () => {
    expect(aggregationWindow(7, BUILDER_NOW)).toEqual({ from: new Date(BUILDER_NOW.getTime() - 7 * DAY_MS), to: BUILDER_NOW });
  });

  it('counts a post created exactly at the start, not one a millisecond earlier, nor one at now', () => {
    const window = aggregationWindow(1, BUILDER_NOW);
    const atStart = aPost().createdAt(window.from).withViews(1).build();
    const justBefore = aPost()
      .createdAt(new Date(window.from.getTime() - 1))
      .withViews(10)
      .build();
    const atNow = aPost().createdAt(BUILDER_NOW).withViews(100).build();
    expect(metricsOver([atStart, justBefore, atNow], window).views).toBe(1);
  });
});
