import { err, ok, type Result } from '../../shared/result.ts';
import { generateResults, type GeneratedResults } from '../domain/matchmaking-list.entity.ts';
import { MatchmakingListNotFound } from '../domain/matchmaking.errors.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';

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

  constructor(deps: MatchmakingDeps) {
    this.deps = deps;
  }

  async execute(input: GenerateMatchmakingResultsInput): Promise<Result<GeneratedResults, MatchmakingListNotFound>> {
    const list = await this.deps.lists.findById(input.listId);
    // Another company's list answers as not found, so ids reveal nothing.
    if (!list || list.companyId !== input.companyId) return err(new MatchmakingListNotFound());
    if (list.results) return ok(list.results);

    const generated = generateResults(list, await this.deps.candidates.listCandidates(list.brief), this.deps.clock.now());
    // Unreachable: results were checked above. Thrown, as a broken invariant is not an expected failure.
    if (!generated.ok) throw new Error(generated.error.message);
    await this.deps.lists.save(generated.value);
    return ok(generated.value.results);
  }
}
