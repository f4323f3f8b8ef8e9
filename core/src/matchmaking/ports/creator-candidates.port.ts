import type { CreatorCandidate } from '../domain/creator-candidate.ts';
import type { MatchmakingBrief } from '../domain/matchmaking-brief.schema.ts';

/** The creators matchmaking may suggest, with their current figures (read model over channels and profiles). */
export interface CreatorCandidatesPort {
  /**
   * Every creator that could pass the brief's hard filters. An adapter may leave out creators the
   * filters exclude for certain (wrong language or location, an average CCV of zero) and may shorten a
   * creator's games to the brief's game and similar games, the only ones scoring looks at: with a
   * million creators, what crosses the wire decides the time. It must never leave out one that passes.
   */
  listCandidates(brief: MatchmakingBrief): Promise<readonly CreatorCandidate[]>;
  /**
   * Optional: the `limit` candidates with the highest sumUpperBound (scoring-model.ts) under the
   * brief's upperBoundTerms, and the highest bound among the candidates left out (null when none
   * were left out). Lets a store with millions of creators hand over a few thousand instead.
   * With `atLeast`, only candidates whose bound is at least that.
   */
  listTopCandidates?(brief: MatchmakingBrief, limit: number, atLeast?: number): Promise<TopCandidates>;
}

export interface TopCandidates {
  readonly candidates: readonly CreatorCandidate[];
  readonly nextBound: number | null;
}
