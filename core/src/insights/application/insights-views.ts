import { encodeCursor, type KeysetKey } from '../../shared/keyset.ts';
import type { CreatorTier, TierBasis } from '../../shared/creator-tier.ts';
import type { StatisticsDays } from '../domain/statistics-days.ts';
import type { StatisticsFigures } from '../domain/statistics-figures.ts';
import { tierOfFigures } from '../domain/statistics-ranking.ts';
import type { InsightsCreator, InsightsCreatorDirectoryPort } from '../ports/insights-creator-directory.port.ts';
import type { RankedCreator, RankedGame, Ranking } from '../ports/insights-statistics.port.ts';
import type { StatisticsGame } from '../ports/statistics-recorder.port.ts';

/** A creator's row in a ranking or the head of their details: who, their figures and tier. */
export interface CreatorInsightsRow {
  readonly creator: InsightsCreator;
  readonly figures: StatisticsFigures;
  readonly tier: CreatorTier;
}
export interface GameInsightsRow {
  readonly game: StatisticsGame;
  readonly creators: number;
  readonly figures: StatisticsFigures;
}
export interface InsightsPage<T> {
  readonly days: StatisticsDays;
  readonly rows: readonly T[];
  readonly total: number;
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

/** Names for ranked creators in one read; a creator the directory no longer knows is left out. */
export async function withCreators(
  directory: InsightsCreatorDirectoryPort,
  ranked: readonly RankedCreator[],
  basis: TierBasis,
): Promise<CreatorInsightsRow[]> {
  const creators = new Map((await directory.findCreators(ranked.map((r) => r.creatorId))).map((c) => [c.id, c]));
  return ranked.flatMap((r) => {
    const creator = creators.get(r.creatorId);
    return creator ? [{ creator, figures: r.figures, tier: tierOfFigures(r.figures, basis) }] : [];
  });
}

export function withGames(games: readonly StatisticsGame[], ranked: readonly RankedGame[]): GameInsightsRow[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  return ranked.flatMap((r) => {
    const game = byId.get(r.gameId);
    return game ? [{ game, creators: r.creators, figures: r.figures }] : [];
  });
}

/** Pages are read with one row more than asked, so the answer knows whether another page follows. */
export interface PageCut<R> {
  readonly rows: readonly R[];
  readonly total: number;
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
}

export function cutPage<R>(ranking: Ranking<R>, limit: number, keyOf: (row: R) => KeysetKey): PageCut<R> {
  const rows = ranking.rows.slice(0, limit);
  const last = rows.at(-1);
  return { rows, total: ranking.total, hasNextPage: ranking.rows.length > limit, endCursor: last ? encodeCursor(keyOf(last)) : null };
}
