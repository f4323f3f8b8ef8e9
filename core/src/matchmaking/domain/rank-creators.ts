import { indexBrief } from './brief-index.ts';
import { openLedger, tryReserve } from './budget-ledger.ts';
import type { CreatorCandidate } from './creator-candidate.ts';
import type { MatchmakingBrief } from './matchmaking-brief.schema.ts';
import { bestScoreAt, worseScore } from './match-score.ts';
import { scoreCreator, type CreatorMatch, type ScoredCreator } from './score-creator.ts';

/** Our choice: the longest result list a brief produces; a company reviews it row by row. */
export const MAX_MATCHES = 250;

const byRank = (a: ScoredCreator, b: ScoredCreator): number =>
  b.sum - a.sum || (a.match.creatorId < b.match.creatorId ? -1 : a.match.creatorId > b.match.creatorId ? 1 : 0);

/**
 * One linear scoring pass, one sort of the creators that passed the hard filters, then a walk down
 * the ranking that keeps each creator whose offer still fits the total and per-region budgets (a
 * creator who does not fit is skipped, so a cheaper one further down can still use the rest).
 */
export function rankCreators(brief: MatchmakingBrief, candidates: Iterable<CreatorCandidate>): CreatorMatch[] {
  return rankCreatorsUntil(brief, candidates).matches;
}

export interface RankedWalk {
  readonly matches: CreatorMatch[];
  /**
   * The unrounded sum of the last creator the walk looked at when it stopped early (MAX_MATCHES
   * reached or the total budget used up exactly); null when it went through every creator. Creators
   * with a lower sum would never have been looked at.
   */
  readonly stoppedAtSum: number | null;
}

/** rankCreators, also telling where the walk stopped. */
export function rankCreatorsUntil(brief: MatchmakingBrief, candidates: Iterable<CreatorCandidate>): RankedWalk {
  const index = indexBrief(brief);
  const scored: ScoredCreator[] = [];
  for (const candidate of candidates) {
    const result = scoreCreator(candidate, index);
    if (result) scored.push(result);
  }
  scored.sort(byRank);

  const ledger = openLedger(brief.budget);
  const matches: CreatorMatch[] = [];
  let last: number | null = null;
  for (const creator of scored) {
    if (matches.length === MAX_MATCHES || ledger.remainingTotal === 0) return { matches: placed(matches), stoppedAtSum: last };
    last = creator.sum;
    if (tryReserve(ledger, [creator.country, creator.region], creator.match.suggestedOfferCents)) matches.push(creator.match);
  }
  // Stopped by the last creator itself: the walk would look at nobody after it either.
  const stopped = matches.length === MAX_MATCHES || ledger.remainingTotal === 0;
  return { matches: placed(matches), stoppedAtSum: stopped ? last : null };
}

/** Each match's score capped by its place in the list (match-score.ts), so the scores spread. */
const placed = (matches: readonly CreatorMatch[]): CreatorMatch[] =>
  matches.map((match, position) => ({ ...match, matchScore: worseScore(match.matchScore, bestScoreAt(position, matches.length)) }));
