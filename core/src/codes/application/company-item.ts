import { err, ok, type Result } from '../../shared/result.ts';
import type { CodeItem } from '../domain/code-item.entity.ts';
import { CodeItemNotFound } from '../domain/codes.errors.ts';
import type { CodesDeps } from './codes-deps.ts';

/** An item of another company answers "not found", so ids of other companies leak nothing. */
export async function loadCompanyItem(
  deps: Pick<CodesDeps, 'items'>,
  companyId: string,
  itemId: string,
): Promise<Result<CodeItem, CodeItemNotFound>> {
  const item = await deps.items.findById(itemId);
  return item && item.companyId === companyId ? ok(item) : err(new CodeItemNotFound());
}
