import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { insightsWorld } from '../testing/insights-world.ts';
import { aRecordedPost, aSample } from '../testing/statistics-builders.ts';
import { GetCreatorInsights } from './get-creator-insights.ts';
import { GetGameInsights } from './get-game-insights.ts';

describe('GetCreatorInsights', () => {
  it('gives the period’s figures, one chart point per day, and the games', async () => {
    const { deps, big } = await insightsWorld();
    const result = await new GetCreatorInsights(deps).execute({ creatorId: big, period: { aggregationPeriodDays: 7 } });
    expect(result.ok && result.value.figures).toMatchObject({ streams: 1, averageCcv: 500, hoursWatched: 500 });
    expect(result.ok && result.value.tierByCcv).toBe('mid');
    expect(result.ok && result.value.daily.map((d) => d.figures.hoursWatched)).toEqual([0, 0, 0, 0, 0, 0, 500]);
    expect(result.ok && result.value.games.map((g) => g.game.name)).toEqual(['Valheim']);
    // One stream day is too little to judge the audience on.
    expect(result.ok && result.value.authenticity).toEqual({ score: null, level: null, signals: [] });
  });

  it('judges the audience on the chat counted while its streams were sampled live', async () => {
    const { deps, small } = await insightsWorld();
    const day = 24 * 3_600_000;
    for (const daysAgo of [1, 2, 3]) {
      const live = aRecordedPost(small, { createdAt: new Date(BUILDER_NOW.getTime() - daysAgo * day), figuresFromSamples: true });
      await deps.statistics.record({
        posts: [live],
        samples: [{ ...aSample(live, new Date(BUILDER_NOW.getTime() - daysAgo * day + 60_000), 200), chatters: 4 }],
      });
    }
    const result = await new GetCreatorInsights(deps).execute({ creatorId: small, period: { aggregationPeriodDays: 7 } });
    expect(result.ok && result.value.authenticity.signals.map((s) => s.code)).toContain('CHATTERS_PER_VIEWER_LOW');
  });

  it('answers not found for an id that is no creator', async () => {
    const { deps } = await insightsWorld();
    const result = await new GetCreatorInsights(deps).execute({ creatorId: globalThis.crypto.randomUUID(), period: {} });
    expect(!result.ok && result.error.code).toBe('INSIGHTS.CREATOR_NOT_FOUND');
  });
});

describe('GetGameInsights', () => {
  it('gives the game’s figures and its top creators', async () => {
    const { deps, gameId, big, small } = await insightsWorld();
    const result = await new GetGameInsights(deps).execute({ gameId, period: { datePreset: 'THIS_WEEK' } });
    expect(result.ok && result.value.creators).toBe(2);
    expect(result.ok && result.value.topCreators.map((r) => r.creator.id)).toEqual([big, small]);
  });

  it('answers not found for an unknown game', async () => {
    const { deps } = await insightsWorld();
    const result = await new GetGameInsights(deps).execute({ gameId: 'nope', period: {} });
    expect(!result.ok && result.error.code).toBe('INSIGHTS.GAME_NOT_FOUND');
  });
});
