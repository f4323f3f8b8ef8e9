import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { LOOSENABLE_FILTERS, loosenBrief, type LoosenableFilter } from '../domain/loosen-brief.ts';
import type { MatchmakingBrief } from '../domain/matchmaking-brief.schema.ts';
import type { MatchmakingList } from '../domain/matchmaking-list.entity.ts';
import { NothingToLoosen, type MatchmakingListNotFound } from '../domain/matchmaking.errors.ts';
import { rankCreators } from '../domain/rank-creators.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';
import { GenerateMatchmakingResults } from './generate-matchmaking-results.ts';
import { loadCompanyList } from './matchmaking-queries.ts';

export interface LooserFilter {
  readonly filter: LoosenableFilter;
  /** How many creators the results would hold with this filter alone loosened. */
  readonly addsBack: number;
}

const matchesOf = async (deps: Pick<MatchmakingDeps, 'candidates'>, brief: MatchmakingBrief): Promise<number> =>
  rankCreators(brief, await deps.candidates.listCandidates(brief)).length;

/**
 * For a list whose filters left nobody (spec 3's matchmaking), which filter to loosen: each filter
 * the brief sets, with how many creators loosening it alone would bring, most first. Filters that
 * would bring nobody are left out, and a list with results needs no advice (an empty answer).
 */
export class SuggestLooserFilters {
  private readonly deps: Pick<MatchmakingDeps, 'lists' | 'candidates'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists' | 'candidates'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; listId: string }): Promise<Result<LooserFilter[], MatchmakingListNotFound>> {
    const list = await loadCompanyList(this.deps, input.companyId, input.listId);
    if (!list.ok) return list;
    if (!list.value.results || list.value.results.matches.length > 0) return ok([]);
    const looser: LooserFilter[] = [];
    for (const filter of LOOSENABLE_FILTERS) {
      const brief = loosenBrief(list.value.brief, filter);
      const addsBack = brief ? await matchesOf(this.deps, brief) : 0;
      if (addsBack > 0) looser.push({ filter, addsBack });
    }
    return ok(looser.sort((a, b) => b.addsBack - a.addsBack));
  }
}

/** A new list from a list's brief with one filter loosened, its results generated; the old list stays as it was. */
export class LoosenMatchmakingList {
  private readonly deps: MatchmakingDeps;

  constructor(deps: MatchmakingDeps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    listId: string;
    filter: LoosenableFilter;
  }): Promise<Result<MatchmakingList, MatchmakingListNotFound | NothingToLoosen>> {
    const list = await loadCompanyList(this.deps, input.companyId, input.listId);
    if (!list.ok) return list;
    const brief = loosenBrief(list.value.brief, input.filter);
    if (!brief) return err(new NothingToLoosen());
    const looser: MatchmakingList = {
      id: newId(),
      companyId: input.companyId,
      brief,
      createdAt: this.deps.clock.now(),
      results: null,
      selectedCreatorIds: [],
    };
    await this.deps.lists.save(looser);
    const results = await new GenerateMatchmakingResults(this.deps).execute({ companyId: input.companyId, listId: looser.id });
    if (!results.ok) return results;
    return ok({ ...looser, results: results.value });
  }
}
