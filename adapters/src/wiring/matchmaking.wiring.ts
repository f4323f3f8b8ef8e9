import type { MatchmakingDeps } from '@lurkit/core/matchmaking/application/matchmaking-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmMatchmakingListRepository } from '../postgres/matchmaking/mikro-orm-matchmaking-list-repository.ts';
import { StatisticsCreatorCandidates } from '../postgres/matchmaking/statistics-creator-candidates.ts';
import { TableObservedConversions } from '../postgres/matchmaking/table-observed-conversions.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Matchmaking on one unit of work: its lists, candidates read from the statistics store, and the company's observed conversions. */
export const matchmakingWiring = (em: EntityManager, infra: Infrastructure): MatchmakingDeps => ({
  lists: new MikroOrmMatchmakingListRepository(em),
  candidates: new StatisticsCreatorCandidates(em),
  conversions: new TableObservedConversions(em),
  clock: infra.clock,
});
