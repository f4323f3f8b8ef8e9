import { describe, expect, it } from 'vitest';
import { aBrief } from '../testing/builders.ts';
import { generateMarket, knownRelevance, ndcgAt } from '../testing/labelled-market.ts';
import { RANKING_QUALITY_TARGET, measureRankingQuality } from '../testing/ranking-quality.ts';

describe('ranking quality on a labelled market', () => {
  it('scores NDCG 1 for the ideal order and less for a reversed one', () => {
    expect(ndcgAt(3, [3, 2, 0], [0, 2, 3])).toBe(1);
    expect(ndcgAt(3, [0, 2, 3], [0, 2, 3])).toBeCloseTo((3 / Math.log2(3) + 7 / 2) / (7 + 3 / Math.log2(3)), 10);
  });

  it('draws a heavy-tailed market: most channels small, a few very large', () => {
    const ccv = generateMarket(20_000).map((c) => c.averageCcv);
    const share = (min: number) => ccv.filter((v) => v > min).length / ccv.length;
    expect(share(10)).toBeGreaterThan(0.07);
    expect(share(10)).toBeLessThan(0.13);
    expect(share(100)).toBeLessThan(0.02);
    expect(share(1_000)).toBeGreaterThan(0);
  });

  it('labels a creator who plays the game in the strategy tier higher than one who only plays a similar game', () => {
    const [creator] = generateMarket(1);
    const brief = aBrief({ strategy: 'BALANCED', languages: [] });
    const main = { ...creator!, gameIds: ['game-main'], averageCcv: 500, averageStreamHours: 3 };
    expect(knownRelevance(main, brief)).toBe(3);
    expect(knownRelevance({ ...main, gameIds: ['game-similar'] }, brief)).toBe(2);
    expect(knownRelevance({ ...main, averageCcv: 5 }, brief)).toBe(2);
    expect(knownRelevance({ ...main, gameIds: ['game-x'] }, brief)).toBe(0);
  });

  it(`ranks the known best matches first: NDCG@${RANKING_QUALITY_TARGET.k} at least ${RANKING_QUALITY_TARGET.ndcg} for every objective and strategy`, () => {
    for (const quality of measureRankingQuality(20_000)) {
      expect({ ...quality, ndcg: Math.min(quality.ndcg, RANKING_QUALITY_TARGET.ndcg) }).toEqual({
        ...quality,
        ndcg: RANKING_QUALITY_TARGET.ndcg,
      });
    }
  });
});
