import { err, ok, type Result } from '../../shared/result.ts';
import type { MatchmakingList, MatchmakingListSummary } from '../domain/matchmaking-list.entity.ts';
import { MatchmakingListNotFound } from '../domain/matchmaking.errors.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';

/** Our choice: the lists page shows this many newest lists; a company makes a few per activation. */
export const MATCHMAKING_LISTS_SHOWN = 100;

/** A list of the company's; another company's answers as not found, so ids reveal nothing. */
export async function loadCompanyList(
  deps: Pick<MatchmakingDeps, 'lists'>,
  companyId: string,
  listId: string,
): Promise<Result<MatchmakingList, MatchmakingListNotFound>> {
  const list = await deps.lists.findById(listId);
  if (!list || list.companyId !== companyId) return err(new MatchmakingListNotFound());
  return ok(list);
}

export class ListMatchmakingLists {
  private readonly deps: Pick<MatchmakingDeps, 'lists'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists'>) {
    this.deps = deps;
  }

  execute(input: { companyId: string }): Promise<MatchmakingListSummary[]> {
    return this.deps.lists.listByCompany(input.companyId, MATCHMAKING_LISTS_SHOWN);
  }
}

export class ViewMatchmakingList {
  private readonly deps: Pick<MatchmakingDeps, 'lists'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists'>) {
    this.deps = deps;
  }

  execute(input: { companyId: string; listId: string }): Promise<Result<MatchmakingList, MatchmakingListNotFound>> {
    return loadCompanyList(this.deps, input.companyId, input.listId);
  }
}
