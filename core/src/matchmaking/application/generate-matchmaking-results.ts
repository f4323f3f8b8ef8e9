import { err, ok, type Result } from '../../shared/result.ts';
import { resultsFrom, type GeneratedResults } from '../domain/matchmaking-list.entity.ts';
import type { MatchmakingBrief } from '../domain/matchmaking-brief.schema.ts';
import type { CreatorCandidate } from '../domain/creator-candidate.ts';
import { rankCreators, rankCreatorsUntil } from '../domain/rank-creators.ts';
import type { CreatorMatch } from '../domain/score-creator.ts';
import { MatchmakingListNotFound } from '../domain/matchmaking.errors.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';

/** Our choice: enough to fill MAX_MATCHES many times over after the hard filters and the budget. */
export const TOP_CANDIDATES = 5_000;
/** Our choice: more creators than this tied near the top are ranked with everyone else. */
export const TIED_CANDIDATES = 200_000;

export interface GenerateMatchmakingResultsInput {
  companyId: string;
  listId: string;
}

/**
 * Ranks the creators once. Asking again returns the stored results unchanged (same generatedAt), so
 * a list reads the same however often the page is opened.
 */
export class GenerateMatchmakingResults {
  private readonly deps: MatchmakingDeps;
  private readonly topCandidates: number;

  /** `topCandidates`: how many creators to rank first when the store can hand over the best ones. */
  constructor(deps: MatchmakingDeps, options: { topCandidates?: number } = {}) {
    this.deps = deps;
    this.topCandidates = options.topCandidates ?? TOP_CANDIDATES;
  }

  /**
   * The same matches as ranking every candidate, usually from far fewer. The walk down the ranking
   * stops at MAX_MATCHES or when the budget is used up exactly, at some sum S. A creator whose upper
   * bound is below S scores below S, so it would never be looked at:
   *   1. rank the top creators by bound; when the best bound left out is below S, that is the answer;
   *   2. when many creators tie near the top, rank every creator whose bound is at least S: everyone
   *      who could rank at or above the stop is among them, so when that walk stops at S or above it
   *      is the answer too;
   *   3. otherwise (a budget that runs out before the walk stops, so cheaper creators further down
   *      may still fit) rank every candidate.
   */
  private async rank(brief: MatchmakingBrief, companyId: string): Promise<CreatorMatch[]> {
    const { candidates } = this.deps;
    // The company's own evidence only: another company's reports never shape this company's list.
    const observed = await this.deps.conversions.wishlistsPerHourWatched(companyId);
    const known = (list: readonly CreatorCandidate[]): readonly CreatorCandidate[] =>
      observed.size === 0
        ? list
        : list.map((c) => (observed.has(c.id) ? { ...c, observedWishlistsPerHourWatched: observed.get(c.id) } : c));
    if (candidates.listTopCandidates) {
      const top = await candidates.listTopCandidates(brief, this.topCandidates);
      const walk = rankCreatorsUntil(brief, known(top.candidates));
      if (top.nextBound === null || (walk.stoppedAtSum !== null && walk.stoppedAtSum > top.nextBound)) return walk.matches;
      if (walk.stoppedAtSum !== null) {
        const stop = walk.stoppedAtSum;
        const crowded = await candidates.listTopCandidates(brief, TIED_CANDIDATES, stop);
        const tiedWalk = rankCreatorsUntil(brief, known(crowded.candidates));
        if (crowded.nextBound === null && tiedWalk.stoppedAtSum !== null && tiedWalk.stoppedAtSum >= stop) return tiedWalk.matches;
      }
    }
    return rankCreators(brief, known(await candidates.listCandidates(brief)));
  }

  async execute(input: GenerateMatchmakingResultsInput): Promise<Result<GeneratedResults, MatchmakingListNotFound>> {
    const list = await this.deps.lists.findById(input.listId);
    // Another company's list answers as not found, so ids reveal nothing.
    if (!list || list.companyId !== input.companyId) return err(new MatchmakingListNotFound());
    if (list.results) return ok(list.results);

    const generated = resultsFrom(list, await this.rank(list.brief, input.companyId), this.deps.clock.now());
    // Unreachable: results were checked above. Thrown, as a broken invariant is not an expected failure.
    if (!generated.ok) throw new Error(generated.error.message);
    await this.deps.lists.save(generated.value);
    return ok(generated.value.results);
  }
}
