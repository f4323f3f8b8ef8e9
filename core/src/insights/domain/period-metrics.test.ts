import { describe, expect, it } from 'vitest';
import { BUILDER_NOW, aPost, at } from '../testing/builders.ts';
import { metricsOver } from './period-metrics.ts';

const range = { from: at('2026-01-01T00:00:00.000Z'), to: BUILDER_NOW };

describe('metricsOver', () => {
  it('sums hours watched and views over every post type', () => {
    const posts = [
      aPost().ofType('STREAM').withHoursWatched(400).withViews(50).build(),
      aPost().ofType('VIDEO').withHoursWatched(20).withViews(1_000).build(),
      aPost().ofType('SHORTS').withHoursWatched(1.5).withViews(30_000).build(),
    ];
    expect(metricsOver(posts, range)).toMatchObject({ posts: 3, hoursWatched: 421.5, views: 31_050 });
  });

  it('weights average CCV by stream duration, over streams only', () => {
    const posts = [
      aPost().lasting(4).withCcv(100).build(),
      aPost().lasting(1).withCcv(600).build(),
      aPost().ofType('VIDEO').lasting(1).withCcv(9_999).build(),
    ];
    // (4 x 100 + 1 x 600) / 5 hours = 200, where a plain mean of the two streams would say 350.
    expect(metricsOver(posts, range).averageCcv).toBe(200);
  });

  it('gives no average CCV without a stream that has a duration', () => {
    expect(metricsOver([aPost().ofType('VIDEO').build(), aPost().lasting(0).build()], range).averageCcv).toBeNull();
    expect(metricsOver([], range)).toEqual({ posts: 0, hoursWatched: 0, views: 0, averageCcv: null });
  });

  it('leaves unlisted posts out unless asked to include them', () => {
    const posts = [aPost().withViews(10).build(), aPost().unlisted().withViews(5).build()];
    expect(metricsOver(posts, range).views).toBe(10);
    expect(metricsOver(posts, range, { includeUnlisted: true }).views).toBe(15);
  });
});
