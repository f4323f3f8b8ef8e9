import type { CreatorCandidate } from '../domain/creator-candidate.ts';
import { gameFitOf, indexBrief, isInBriefLocation, speaksBriefLanguage } from '../domain/brief-index.ts';
import type { MatchmakingBrief } from '../domain/matchmaking-brief.schema.ts';
import { sumUpperBound, upperBoundTerms } from '../domain/scoring-model.ts';
import type { CreatorCandidatesPort, TopCandidates } from '../ports/creator-candidates.port.ts';

export class InMemoryCreatorCandidates implements CreatorCandidatesPort {
  #candidates: CreatorCandidate[];

  constructor(candidates: readonly CreatorCandidate[] = []) {
    this.#candidates = [...candidates];
  }

  /** Test helper: creators' figures change after a list was generated. */
  replace(candidates: readonly CreatorCandidate[]): void {
    this.#candidates = [...candidates];
  }

  async listCandidates(): Promise<readonly CreatorCandidate[]> {
    return this.#candidates.map((c) => ({ ...c }));
  }

  async listTopCandidates(brief: MatchmakingBrief, limit: number, atLeast = Number.NEGATIVE_INFINITY): Promise<TopCandidates> {
    const index = indexBrief(brief);
    const terms = upperBoundTerms(brief);
    // Like a store would: the hard filters first, so the top ones are ones that can match.
    const bounded = this.#candidates
      .filter((c) => speaksBriefLanguage(c, index) && isInBriefLocation(c, index))
      .map((c) => ({ c, bound: sumUpperBound(gameFitOf(c, index), c.averageCcv, c.averageStreamHours, terms) }))
      .filter(({ bound }) => bound >= atLeast)
      .sort((a, b) => b.bound - a.bound);
    return { candidates: bounded.slice(0, limit).map(({ c }) => ({ ...c })), nextBound: bounded[limit]?.bound ?? null };
  }
}
