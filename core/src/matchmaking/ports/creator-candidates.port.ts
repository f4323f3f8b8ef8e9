import type { CreatorCandidate } from '../domain/creator-candidate.ts';

/** The creators matchmaking may suggest, with their current figures (read model over channels and profiles). */
export interface CreatorCandidatesPort {
  listCandidates(): Promise<readonly CreatorCandidate[]>;
}
