import { RANKING_QUALITY_TARGET, measureRankingQuality } from '@lurkit/core/matchmaking/testing/ranking-quality.ts';

/** Matchmaking's quality bar (RANKING_QUALITY_TARGET): NDCG@50 against the generated market's known best matches. */
export function benchMatchmakingQuality() {
  const qualities = measureRankingQuality();
  const worst = qualities.reduce((a, b) => (b.ndcg < a.ndcg ? b : a));
  return {
    name: `matchmaking NDCG@${RANKING_QUALITY_TARGET.k}, 50,000 generated creators, ${qualities.length} objective x strategy briefs`,
    figures: `lowest ${worst.ndcg.toFixed(3)} (${worst.objective} / ${worst.strategy}), mean ${(qualities.reduce((s, q) => s + q.ndcg, 0) / qualities.length).toFixed(3)} (target >= ${RANKING_QUALITY_TARGET.ndcg})`,
    met: worst.ndcg >= RANKING_QUALITY_TARGET.ndcg,
  };
}
