import type { ClockPort } from '../../shared/clock.port.ts';
import type { CreatorCandidatesPort } from '../ports/creator-candidates.port.ts';
import type { MatchmakingListRepositoryPort } from '../ports/matchmaking-list-repository.port.ts';
import type { ObservedConversionsPort } from '../ports/observed-conversions.port.ts';

/** Everything the matchmaking use cases may need; each declares the part it uses with Pick. */
export interface MatchmakingDeps {
  lists: MatchmakingListRepositoryPort;
  candidates: CreatorCandidatesPort;
  conversions: ObservedConversionsPort;
  clock: ClockPort;
}
