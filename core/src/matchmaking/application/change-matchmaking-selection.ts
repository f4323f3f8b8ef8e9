import { err, ok, type Result } from '../../shared/result.ts';
import { changeSelection, clearSelection, type MatchmakingList } from '../domain/matchmaking-list.entity.ts';
import {
  EmptySelection,
  type CreatorNotInResults,
  type MatchmakingListNotFound,
  type ResultsNotGenerated,
} from '../domain/matchmaking.errors.ts';
import type { ActivationType } from '../domain/matchmaking-brief.schema.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';
import { loadCompanyList } from './matchmaking-queries.ts';

export type SelectionError = MatchmakingListNotFound | ResultsNotGenerated | CreatorNotInResults;

/** Select and unselect rows of the results (the table's checkboxes and "select all"). */
export class ChangeMatchmakingSelection {
  private readonly deps: Pick<MatchmakingDeps, 'lists'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    listId: string;
    select: readonly string[];
    unselect: readonly string[];
  }): Promise<Result<MatchmakingList, SelectionError>> {
    const loaded = await loadCompanyList(this.deps, input.companyId, input.listId);
    if (!loaded.ok) return loaded;
    const changed = changeSelection(loaded.value, { select: input.select, unselect: input.unselect });
    if (!changed.ok) return changed;
    await this.deps.lists.save(changed.value);
    return ok(changed.value);
  }
}

export class ClearMatchmakingSelection {
  private readonly deps: Pick<MatchmakingDeps, 'lists'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; listId: string }): Promise<Result<MatchmakingList, MatchmakingListNotFound>> {
    const loaded = await loadCompanyList(this.deps, input.companyId, input.listId);
    if (!loaded.ok) return loaded;
    const cleared = clearSelection(loaded.value);
    await this.deps.lists.save(cleared);
    return ok(cleared);
  }
}

export interface SelectionToInvite {
  readonly activationType: ActivationType;
  readonly activationId: string;
  readonly creatorIds: readonly string[];
}

/**
 * What inviting the selection hands the invitations context: the list's own activation and the
 * selected creators. The invite itself (one per activation per creator) is that context's rule.
 */
export class MatchmakingSelectionToInvite {
  private readonly deps: Pick<MatchmakingDeps, 'lists'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    listId: string;
  }): Promise<Result<SelectionToInvite, MatchmakingListNotFound | EmptySelection>> {
    const loaded = await loadCompanyList(this.deps, input.companyId, input.listId);
    if (!loaded.ok) return loaded;
    const list = loaded.value;
    if (list.selectedCreatorIds.length === 0) return err(new EmptySelection());
    return ok({ activationType: list.brief.activation.type, activationId: list.brief.activation.id, creatorIds: list.selectedCreatorIds });
  }
}
