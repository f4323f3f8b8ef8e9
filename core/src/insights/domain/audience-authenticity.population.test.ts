import { describe, expect, it } from 'vitest';
import { AUTHENTICITY_QUALITY_TARGET, measureAuthenticityQuality } from '../testing/labelled-audiences.ts';

describe('audience authenticity on a labelled population', () => {
  const quality = measureAuthenticityQuality();

  it('reads doubtful mostly where the audience is not what it seems', () => {
    expect(quality.precision).toBeGreaterThanOrEqual(AUTHENTICITY_QUALITY_TARGET.precision);
    expect(quality.doubtfulShare.GENUINE).toBeLessThan(0.01);
  });

  it('finds most of each kind of inauthentic audience, view-botted streams by their shape within the stream', () => {
    expect(quality.recall).toBeGreaterThanOrEqual(AUTHENTICITY_QUALITY_TARGET.recall);
    expect(quality.doubtfulShare.BOUGHT_FOLLOWERS).toBeGreaterThanOrEqual(0.85);
    // A channel's own chat bot in the chat list lifts a small chat-less channel's chat share: the price of counting the list as Twitch gives it.
    expect(quality.doubtfulShare.CHATLESS_VIEWERS).toBeGreaterThanOrEqual(0.75);
    expect(quality.doubtfulShare.VIEW_BOTTED).toBeGreaterThanOrEqual(0.75);
  });

  it('spreads its scores over every level', () => {
    expect(quality.levels.CHECK).toBeGreaterThan(0);
    expect(quality.levels.DOUBTFUL).toBeGreaterThan(quality.levels.CHECK);
    expect(quality.levels.LIKELY_GENUINE).toBeGreaterThan(quality.levels.DOUBTFUL);
  });
});
