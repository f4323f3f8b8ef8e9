import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { createCodeItem, sameItem, type CodeItem, type CodeItemError } from '../domain/code-item.entity.ts';
import { ItemAlreadyExists } from '../domain/codes.errors.ts';
import type { CodesDeps } from './codes-deps.ts';

export type AddCodeManagerItemError = CodeItemError | ItemAlreadyExists;

export interface AddCodeManagerItemInput {
  companyId: string;
  actorUserId: string;
  /** The form values: type, name, game, description, imageUrl, allocation. */
  item: unknown;
}

export class AddCodeManagerItem {
  private readonly deps: Pick<CodesDeps, 'items' | 'clock'>;

  constructor(deps: Pick<CodesDeps, 'items' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: AddCodeManagerItemInput): Promise<Result<CodeItem, AddCodeManagerItemError>> {
    const { items, clock } = this.deps;
    const created = createCodeItem(input.item, { id: newId(), companyId: input.companyId, createdBy: input.actorUserId, now: clock.now() });
    if (!created.ok) return created;
    const existing = await items.listByCompany(input.companyId);
    // Spec 5 and 8: "item already existing is refused" with 'Item already in Code Manager'.
    if (existing.some((other) => sameItem(other, created.value))) return err(new ItemAlreadyExists());
    await items.save(created.value);
    return ok(created.value);
  }
}
