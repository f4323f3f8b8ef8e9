import { err, ok, type Result } from '../../shared/result.ts';
import { CodesDeleteFailed, type CodeItemNotFound } from '../domain/codes.errors.ts';
import type { CodeItemUsagePort } from '../ports/code-item-usage.port.ts';
import type { CodesDeps } from './codes-deps.ts';
import { loadCompanyItem } from './company-item.ts';

export type DeleteCodeItemDeps = Pick<CodesDeps, 'items' | 'codes'> & { usage: CodeItemUsagePort };

const CLAIMED = 'Codes of this item were claimed by creators: the item stays for results and leaked-key tracing.';

/**
 * Spec 6: a company deletes a game or item of its Code Manager with its unclaimed codes, unless an
 * activation hands out its codes or a creator already holds one ("delete failed", spec 8).
 */
export class DeleteCodeItem {
  private readonly deps: DeleteCodeItemDeps;

  constructor(deps: DeleteCodeItemDeps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; itemId: string }): Promise<Result<{ id: string }, CodeItemNotFound | CodesDeleteFailed>> {
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;
    const users = await this.deps.usage.activationsUsing(item.value.id);
    if (users.length > 0)
      return err(
        new CodesDeleteFailed(`${usedBy(users)} this item's codes. Remove the item from ${users.length === 1 ? 'it' : 'them'} first.`),
      );
    const stock = await this.deps.codes.stockByPlatform(item.value.id);
    if (stock.some((s) => s.claimed > 0)) return err(new CodesDeleteFailed(CLAIMED));
    // With no activation using the item nobody can claim its codes meanwhile, so the check holds.
    await this.deps.items.delete(item.value.id);
    return ok({ id: item.value.id });
  }
}

const usedBy = (names: readonly string[]): string =>
  names.length === 1
    ? `"${names[0]}" hands out`
    : `${names.length} activations ("${names.slice(0, 3).join('", "')}"${names.length > 3 ? ', …' : ''}) hand out`;
