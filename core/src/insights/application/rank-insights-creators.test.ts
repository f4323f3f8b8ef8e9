import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { insightsWorld } from '../testing/insights-world.ts';
import { aRecordedPost } from '../testing/statistics-builders.ts';
import { GetCreatorInsights } from './get-creator-insights.ts';
import { RankInsightsCreators } from './rank-insights-creators.ts';

const rank = async (filter: unknown, limit = 10, after: string | null = null) => {
  const world = await insightsWorld();
  return { world, result: await new RankInsightsCreators(world.deps).execute({ filter, limit, after }) };
};

describe('RankInsightsCreators', () => {
  it('ranks the period’s creators by hours watched, with names and tiers', async () => {
    const { world, result } = await rank({ aggregationPeriodDays: 7 });
    expect(result.ok && result.value.rows.map((r) => [r.creator.id, r.tier])).toEqual([
      [world.big, 'mid'],
      [world.small, 'nano'],
    ]);
    expect(result.ok && result.value.days).toEqual({ from: '2026-01-29', to: '2026-02-04' });
  });

  it('keeps only the asked tiers and reaches back as far as the period or preset', async () => {
    const { world, result } = await rank({ aggregationPeriodDays: 7, tiers: ['nano'] });
    expect(result.ok && result.value.rows.map((r) => r.creator.id)).toEqual([world.small]);
    const longer = await new RankInsightsCreators(world.deps).execute({ filter: { datePreset: 'LAST_90_DAYS' }, limit: 10, after: null });
    expect(longer.ok && longer.value.total).toBe(3);
  });

  it('pages by cursor and says whether more follow', async () => {
    const { world, result } = await rank({ aggregationPeriodDays: 90 }, 1);
    expect(result.ok && result.value).toMatchObject({ total: 3, hasNextPage: true });
    const next = await new RankInsightsCreators(world.deps).execute({
      filter: { aggregationPeriodDays: 90 },
      limit: 2,
      after: result.ok ? result.value.endCursor : null,
    });
    expect(next.ok && next.value.rows.map((r) => r.creator.id)).toEqual([world.old, world.small]);
    expect(next.ok && next.value.hasNextPage).toBe(false);
  });

  it("gives each row the authenticity the creator's own insights show for the period, whatever the list's filter", async () => {
    const world = await insightsWorld();
    // big streams four more days, one on another game: 500 viewers of 1,000 followers reads as doubtful.
    const otherGame = globalThis.crypto.randomUUID();
    await world.deps.statistics.record({
      games: [{ id: otherGame, name: 'Other' }],
      posts: [2, 3, 4, 5].map((day) =>
        aRecordedPost(world.big, {
          gameId: day === 5 ? otherGame : world.gameId,
          averageCcv: 500,
          hoursWatched: 500,
          createdAt: new Date(BUILDER_NOW.getTime() - day * 24 * 3_600_000),
        }),
      ),
    });
    const filter = { datePreset: 'LAST_30_DAYS', gameIds: [world.gameId] };
    const result = await new RankInsightsCreators(world.deps).execute({ filter, limit: 10, after: null });
    const rows = result.ok ? result.value.rows : [];
    const big = rows.find((r) => r.creator.id === world.big);
    const own = await new GetCreatorInsights(world.deps).execute({ creatorId: world.big, period: { datePreset: 'LAST_30_DAYS' } });
    expect(big?.authenticity).toEqual(own.ok && own.value.authenticity);
    expect(big?.authenticity).toMatchObject({ score: 65, signals: [{ code: 'VIEWERS_PER_FOLLOWER_HIGH' }] });
    // One stream is too little to judge.
    expect(rows.find((r) => r.creator.id === world.small)?.authenticity).toEqual({ score: null, level: null, signals: [] });
  });

  it('refuses a period outside the spec’s list at its field', async () => {
    const { result } = await rank({ aggregationPeriodDays: 60 });
    expect(!result.ok && result.error).toMatchObject({ field: 'aggregationPeriodDays' });
  });
});
