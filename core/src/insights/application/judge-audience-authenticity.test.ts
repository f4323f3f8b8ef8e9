import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { insightsWorld } from '../testing/insights-world.ts';
import { aRecordedPost } from '../testing/statistics-builders.ts';
import { GetCreatorInsights } from './get-creator-insights.ts';
import { JudgeAudienceAuthenticity } from './judge-audience-authenticity.ts';

describe('JudgeAudienceAuthenticity', () => {
  it("judges each creator over the last 30 days as the creator's insights do, unknown ids as too little data", async () => {
    const world = await insightsWorld();
    // big streams four more days: 500 viewers of 1,000 followers is flagged.
    await world.deps.statistics.record({
      games: [],
      posts: [2, 3, 4, 5].map((day) =>
        aRecordedPost(world.big, {
          gameId: world.gameId,
          averageCcv: 500,
          hoursWatched: 500,
          createdAt: new Date(BUILDER_NOW.getTime() - day * 24 * 3_600_000),
        }),
      ),
    });
    const unknown = globalThis.crypto.randomUUID();
    const judged = await new JudgeAudienceAuthenticity(world.deps).execute([world.big, world.small, unknown, world.big]);
    const own = await new GetCreatorInsights(world.deps).execute({ creatorId: world.big, period: { aggregationPeriodDays: 30 } });
    expect(judged.days).toEqual(own.ok && own.value.days);
    expect(judged.byCreator.get(world.big)).toEqual(own.ok && own.value.authenticity);
    expect(judged.byCreator.get(world.big)).toMatchObject({ score: 65, level: 'CHECK', signals: [{ code: 'VIEWERS_PER_FOLLOWER_HIGH' }] });
    expect(judged.byCreator.get(world.small)).toEqual({ score: null, level: null, signals: [] });
    expect(judged.byCreator.get(unknown)).toEqual({ score: null, level: null, signals: [] });
    expect(judged.byCreator.size).toBe(3);
  });
});
