import { describe, expect, it } from 'vitest';
import { insightsWorld } from '../testing/insights-world.ts';
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
