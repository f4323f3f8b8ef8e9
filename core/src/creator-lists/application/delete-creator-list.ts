import { ok, type Result } from '../../shared/result.ts';
import type { CreatorListNotFound } from '../domain/creator-lists.errors.ts';
import { loadList, type CreatorListsDeps } from './creator-lists-deps.ts';

/**
 * Deletes a list and its memberships (the web asks for confirmation first). A Key campaign whose
 * requirements name the list keeps the id, which then matches nobody: no creator is on a deleted list.
 */
export class DeleteCreatorList {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; listId: string }): Promise<Result<{ id: string }, CreatorListNotFound>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    await this.deps.lists.delete(loaded.value.id);
    return ok({ id: loaded.value.id });
  }
}
