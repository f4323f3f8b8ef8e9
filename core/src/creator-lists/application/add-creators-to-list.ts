import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { creatorSelectionSchema } from '../domain/creator-list.schema.ts';
import type { CreatorListNotFound } from '../domain/creator-lists.errors.ts';
import { loadList, type CreatorListsDeps } from './creator-lists-deps.ts';

export interface AddCreatorsReport {
  readonly added: readonly string[];
  /** Already on the list: adding is idempotent, so these are reported, not an error. */
  readonly alreadyOnList: readonly string[];
  /** Not a creator's user id. */
  readonly notFound: readonly string[];
}

/** Bulk add from any creator table; only creators can be on a list. */
export class AddCreatorsToList {
  private readonly deps: Pick<CreatorListsDeps, 'lists' | 'creators' | 'clock'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    listId: string;
    selection: unknown;
  }): Promise<Result<AddCreatorsReport, CreatorListNotFound | InvalidField>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    const parsed = parseInput(creatorSelectionSchema, input.selection);
    if (!parsed.ok) return parsed;
    const wanted = [...new Set(parsed.value.creatorIds)];
    const creators = new Set(await this.deps.creators.existingCreatorIds(wanted));
    const found = wanted.filter((id) => creators.has(id));
    const added = new Set(await this.deps.lists.addMembers(loaded.value.id, found, this.deps.clock.now()));
    return ok({
      added: found.filter((id) => added.has(id)),
      alreadyOnList: found.filter((id) => !added.has(id)),
      notFound: wanted.filter((id) => !creators.has(id)),
    });
  }
}
