import { centsOf, type Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorCandidate } from './creator-candidate.ts';
import type { MatchmakingBrief } from './matchmaking-brief.schema.ts';
import { ResultsAlreadyGenerated } from './matchmaking.errors.ts';
import { rankCreators } from './rank-creators.ts';
import type { CreatorMatch } from './score-creator.ts';

/**
 * A generated result list is a value: once stored with its generatedAt it is shown as it was, even
 * when creators' figures change later (spec: results are static once generated).
 */
export interface GeneratedResults {
  readonly generatedAt: Date;
  readonly matches: readonly CreatorMatch[];
  readonly totalSuggestedOfferCents: Cents;
}

export interface MatchmakingList {
  readonly id: string;
  readonly companyId: string;
  readonly brief: MatchmakingBrief;
  readonly createdAt: Date;
  /** Null until generated; never replaced afterwards. */
  readonly results: GeneratedResults | null;
}

export type GeneratedMatchmakingList = MatchmakingList & { readonly results: GeneratedResults };

export function generateResults(
  list: MatchmakingList,
  candidates: Iterable<CreatorCandidate>,
  now: Date,
): Result<GeneratedMatchmakingList, ResultsAlreadyGenerated> {
  if (list.results) return err(new ResultsAlreadyGenerated());
  const matches = Object.freeze(rankCreators(list.brief, candidates).map((m) => Object.freeze(m)));
  const total = matches.reduce((sum, m) => sum + m.suggestedOfferCents, 0);
  const results: GeneratedResults = Object.freeze({ generatedAt: new Date(now), matches, totalSuggestedOfferCents: centsOf(total) });
  return ok({ ...list, results });
}
