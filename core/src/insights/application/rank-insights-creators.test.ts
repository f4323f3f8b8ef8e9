import { describe, expect, it } from 'vitest';
import { insightsWorld } from '../testing/insights-world.ts';
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

  it('refuses a period outside the spec’s list at its field', async () => {
    const { result } = await rank({ aggregationPeriodDays: 60 });
    expect(!result.ok && result.error).toMatchObject({ field: 'aggregationPeriodDays' });
  });
});
