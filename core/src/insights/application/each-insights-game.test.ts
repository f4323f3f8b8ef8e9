import { describe, expect, it } from 'vitest';
import { parseInsightsFilter } from '../domain/insights-query.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { insightsWorld } from '../testing/insights-world.ts';
import { aRecordedPost } from '../testing/statistics-builders.ts';
import { EachInsightsGame } from './each-insights-game.ts';

describe('EachInsightsGame', () => {
  it('hands over every game of the filter in ranking order, a batch at a time', async () => {
    const { deps, big } = await insightsWorld();
    const others = [1, 2, 3, 4].map((i) => ({ id: globalThis.crypto.randomUUID(), name: `Game ${i}` }));
    await deps.statistics.record({
      games: others,
      posts: others.map((g, i) => aRecordedPost(big, { gameId: g.id, hoursWatched: 10 * (i + 1), averageCcv: 10 })),
    });
    const filter = parseInsightsFilter({ aggregationPeriodDays: 7 }, BUILDER_NOW);
    if (!filter.ok) throw new Error('filter');
    const batches: string[][] = [];

    await new EachInsightsGame(deps).execute(filter.value, 2, async (rows) => {
      batches.push(rows.map((r) => r.game.name));
    });

    expect(batches).toEqual([['Valheim', 'Game 4'], ['Game 3', 'Game 2'], ['Game 1']]);
  });

  it('hands over nothing when no game matches', async () => {
    const { deps } = await insightsWorld();
    const filter = parseInsightsFilter({ aggregationPeriodDays: 1, countries: ['JP'] }, BUILDER_NOW);
    if (!filter.ok) throw new Error('filter');
    let calls = 0;

    await new EachInsightsGame(deps).execute(filter.value, 2, async () => {
      calls += 1;
    });

    expect(calls).toBe(0);
  });
});
