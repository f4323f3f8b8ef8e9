import { OBJECTIVES, STRATEGIES, type Objective, type Strategy } from '../domain/matchmaking-brief.schema.ts';
import { rankCreators } from '../domain/rank-creators.ts';
import { aBrief } from './builders.ts';
import { MARKET_GAMES, generateMarket, knownRelevance, ndcgAt } from './labelled-market.ts';

/** Matchmaking's bar for the ranking: NDCG@50 against the known best matches. */
export const RANKING_QUALITY_TARGET = { k: 50, ndcg: 0.85 };

export interface RankingQuality {
  readonly objective: Objective;
  readonly strategy: Strategy;
  readonly ndcg: number;
}

/** NDCG@50 of matchmaking's ranking on a generated market, for every objective and strategy. */
export function measureRankingQuality(creators = 50_000, seed = 28): RankingQuality[] {
  const market = generateMarket(creators, seed);
  return OBJECTIVES.flatMap((objective) =>
    STRATEGIES.map((strategy) => {
      // A budget no shortlist reaches: the measure is of the order, not of the budget walk.
      const brief = aBrief({
        objective,
        strategy,
        gameId: MARKET_GAMES.main,
        similarGameIds: [MARKET_GAMES.similar],
        languages: ['en'],
        locations: [],
        budget: { totalCents: 1_000_000_000, perRegionCents: {}, maxBidPerHourWatchedCents: 100 },
        minContentDurationHours: 2,
        hoursPerCreator: 2,
      });
      const relevance = new Map(market.map((c) => [c.id, knownRelevance(c, brief)]));
      const ranked = rankCreators(brief, market).map((m) => relevance.get(m.creatorId) ?? 0);
      return { objective, strategy, ndcg: ndcgAt(RANKING_QUALITY_TARGET.k, ranked, [...relevance.values()]) };
    }),
  );
}
