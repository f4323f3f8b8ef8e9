import { err, ok, type Result } from '../../shared/result.ts';
import { resultsFrom, type GeneratedResults } from '../domain/matchmaking-list.entity.ts';
import type { MatchmakingBrief } from '../domain/matchmaking-brief.schema.ts';
import { rankCreators, rankCreatorsUntil } from '../domain/rank-creators.ts';
import type { CreatorMatch } from '../domain/score-creator.ts';
import { MatchmakingListNotFound } from '../domain/matchmaking.errors.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';

/** Our choice: enough to fill MAX_MATCHES many times over after the hard filters and the budget. */
export const TOP_CANDIDATES = 5_000;
/** How many times a top too crowded to settle the answer is asked for again, five times larger. */
export const TOP_CANDIDATES_GROWTH = 2;

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
   * The same matches as ranking every candidate, usually from far fewer: the walk down the ranking
   * stops at MAX_MATCHES or when the budget is used up exactly, at some sum. When every creator left
   * out could score at most less than that sum (their upper bound), none of them would have been
   * looked at, so ranking the top ones gave the whole answer. When many creators tie near the top
   * (a bound no lower than that sum), a larger top is asked for, up to TOP_CANDIDATES_GROWTH times.
   * When the walk does not stop (a budget that runs out first, so cheaper creators further down may
   * still fit), every candidate is ranked.
   */
  private async rank(brief: MatchmakingBrief): Promise<CreatorMatch[]> {
    const { candidates } = this.deps;
    if (candidates.listTopCandidates) {
      let limit = this.topCandidates;
      for (let attempt = 0; attempt <= TOP_CANDIDATES_GROWTH; attempt += 1, limit *= 5) {
        const top = await candidates.listTopCandidates(brief, limit);
        const walk = rankCreatorsUntil(brief, top.candidates);
        if (top.nextBound === null || (walk.stoppedAtSum !== null && walk.stoppedAtSum > top.nextBound)) return walk.matches;
        if (walk.stoppedAtSum === null) break;
      }
    }
    return rankCreators(brief, await candidates.listCandidates(brief));
  }

  async execute(input: GenerateMatchmakingResultsInput): Promise<Result<GeneratedResults, MatchmakingListNotFound>> {
    const list = await this.deps.lists.findById(input.listId);
    // Another company's list answers as not found, so ids reveal nothing.
    if (!list || list.companyId !== input.companyId) return err(new MatchmakingListNotFound());
    if (list.results) return ok(list.results);

    const generated = resultsFrom(list, await this.rank(list.brief), this.deps.clock.now());
    // Unreachable: results were checked above. Thrown, as a broken invariant is not an expected failure.
    if (!generated.ok) throw new Error(generated.error.message);
    await this.deps.lists.save(generated.value);
    return ok(generated.value.results);
  }
}
