import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { MatchmakingDeps } from '../application/matchmaking-deps.ts';
import { BUILDER_NOW } from './builders.ts';
import { InMemoryCreatorCandidates } from './in-memory-creator-candidates.ts';
import { InMemoryMatchmakingListRepository } from './in-memory-matchmaking-list-repository.ts';
import { InMemoryObservedConversions } from './in-memory-observed-conversions.ts';

export interface MatchmakingTestDeps extends MatchmakingDeps {
  lists: InMemoryMatchmakingListRepository;
  candidates: InMemoryCreatorCandidates;
  conversions: InMemoryObservedConversions;
  clock: SettableClock;
}

export const matchmakingTestDeps = (): MatchmakingTestDeps => ({
  lists: new InMemoryMatchmakingListRepository(),
  candidates: new InMemoryCreatorCandidates(),
  conversions: new InMemoryObservedConversions(),
  clock: new SettableClock(BUILDER_NOW),
});
