import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorList } from '../domain/creator-list.entity.ts';
import { creatorListNameSchema } from '../domain/creator-list.schema.ts';
import { CreatorListNameTaken } from '../domain/creator-lists.errors.ts';
import type { CreatorListsDeps } from './creator-lists-deps.ts';

export type CreateCreatorListError = InvalidField | CreatorListNameTaken;

/** A new, empty list of the actor's company. */
export class CreateCreatorList {
  private readonly deps: Pick<CreatorListsDeps, 'lists' | 'clock'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; form: unknown }): Promise<Result<CreatorList, CreateCreatorListError>> {
    const parsed = parseInput(creatorListNameSchema, input.form);
    if (!parsed.ok) return parsed;
    const { name } = parsed.value;
    if (await this.deps.lists.findByName(input.companyId, name)) return err(new CreatorListNameTaken());
    const list: CreatorList = { id: newId(), companyId: input.companyId, name, createdAt: this.deps.clock.now() };
    await this.deps.lists.save(list);
    return ok(list);
  }
}
