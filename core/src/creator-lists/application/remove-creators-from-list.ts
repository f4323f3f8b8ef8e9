import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { creatorSelectionSchema } from '../domain/creator-list.schema.ts';
import type { CreatorListNotFound } from '../domain/creator-lists.errors.ts';
import { loadList, type CreatorListsDeps } from './creator-lists-deps.ts';

/** Bulk remove from the list's creators table; creators not on the list are simply not counted. */
export class RemoveCreatorsFromList {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    listId: string;
    selection: unknown;
  }): Promise<Result<{ removed: readonly string[] }, CreatorListNotFound | InvalidField>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    const parsed = parseInput(creatorSelectionSchema, input.selection);
    if (!parsed.ok) return parsed;
    return ok({ removed: await this.deps.lists.removeMembers(loaded.value.id, [...new Set(parsed.value.creatorIds)]) });
  }
}
