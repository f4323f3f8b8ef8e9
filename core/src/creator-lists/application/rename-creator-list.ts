import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorList } from '../domain/creator-list.entity.ts';
import { creatorListNameSchema } from '../domain/creator-list.schema.ts';
import { CreatorListNameTaken, type CreatorListNotFound } from '../domain/creator-lists.errors.ts';
import { loadList, type CreatorListsDeps } from './creator-lists-deps.ts';

export type RenameCreatorListError = InvalidField | CreatorListNotFound | CreatorListNameTaken;

export class RenameCreatorList {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; listId: string; form: unknown }): Promise<Result<CreatorList, RenameCreatorListError>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    const parsed = parseInput(creatorListNameSchema, input.form);
    if (!parsed.ok) return parsed;
    const { name } = parsed.value;
    const same = await this.deps.lists.findByName(input.companyId, name);
    // Changing only the case of its own name is a rename, not a clash.
    if (same && same.id !== loaded.value.id) return err(new CreatorListNameTaken());
    const renamed = { ...loaded.value, name };
    await this.deps.lists.save(renamed);
    return ok(renamed);
  }
}
