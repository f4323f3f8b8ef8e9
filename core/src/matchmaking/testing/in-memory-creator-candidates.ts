import type { CreatorCandidate } from '../domain/creator-candidate.ts';
import type { CreatorCandidatesPort } from '../ports/creator-candidates.port.ts';

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
}
