import { centsOf, type Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorCandidate } from './creator-candidate.ts';
import type { MatchmakingBrief } from './matchmaking-brief.schema.ts';
import { CreatorNotInResults, ResultsAlreadyGenerated, ResultsNotGenerated } from './matchmaking.errors.ts';
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
  /**
   * The rows the company picked to invite, in the order of the results. Unlike the results it changes
   * (select, clear), so it is kept apart from them.
   */
  readonly selectedCreatorIds: readonly string[];
}

/** What the lists page shows of a list, without its rows. */
export interface MatchmakingListSummary {
  readonly id: string;
  readonly brief: MatchmakingBrief;
  readonly createdAt: Date;
  readonly generatedAt: Date | null;
  readonly matchCount: number;
  readonly selectedCount: number;
}

export const summaryOf = (list: MatchmakingList): MatchmakingListSummary => ({
  id: list.id,
  brief: list.brief,
  createdAt: list.createdAt,
  generatedAt: list.results?.generatedAt ?? null,
  matchCount: list.results?.matches.length ?? 0,
  selectedCount: list.selectedCreatorIds.length,
});

/**
 * Adds or removes rows of the results. Creators not in the results are refused as a whole, so a
 * stale page cannot select someone the list never suggested. The selection keeps the results' order.
 */
export function changeSelection(
  list: MatchmakingList,
  change: { select: readonly string[]; unselect: readonly string[] },
): Result<MatchmakingList, ResultsNotGenerated | CreatorNotInResults> {
  if (!list.results) return err(new ResultsNotGenerated());
  const inResults = new Set(list.results.matches.map((m) => m.creatorId));
  const unknown = [...change.select, ...change.unselect].find((id) => !inResults.has(id));
  if (unknown !== undefined) return err(new CreatorNotInResults());
  const selected = new Set(list.selectedCreatorIds);
  for (const id of change.select) selected.add(id);
  for (const id of change.unselect) selected.delete(id);
  const selectedCreatorIds = list.results.matches.map((m) => m.creatorId).filter((id) => selected.has(id));
  return ok({ ...list, selectedCreatorIds });
}

export const clearSelection = (list: MatchmakingList): MatchmakingList => ({ ...list, selectedCreatorIds: [] });

export type GeneratedMatchmakingList = MatchmakingList & { readonly results: GeneratedResults };

export function generateResults(
  list: MatchmakingList,
  candidates: Iterable<CreatorCandidate>,
  now: Date,
): Result<GeneratedMatchmakingList, ResultsAlreadyGenerated> {
  if (list.results) return err(new ResultsAlreadyGenerated());
  return resultsFrom(list, rankCreators(list.brief, candidates), now);
}

/** The list with the given ranked matches as its results (ranked by rankCreators, possibly over fewer creators). */
export function resultsFrom(
  list: MatchmakingList,
  ranked: readonly CreatorMatch[],
  now: Date,
): Result<GeneratedMatchmakingList, ResultsAlreadyGenerated> {
  if (list.results) return err(new ResultsAlreadyGenerated());
  const matches = Object.freeze(ranked.map((m) => Object.freeze({ ...m })));
  const total = matches.reduce((sum, m) => sum + m.suggestedOfferCents, 0);
  const results: GeneratedResults = Object.freeze({ generatedAt: new Date(now), matches, totalSuggestedOfferCents: centsOf(total) });
  return ok({ ...list, results });
}
