import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { ShopItem } from '../domain/shop-item.entity.ts';
import { shopItemFormSchema } from '../domain/shop.schema.ts';
import type { ShopDeps } from './shop-deps.ts';

/** Staff put an item in the shop (the GraphQL field lets only staff call this). */
export class CreateShopItem {
  private readonly deps: ShopDeps;

  constructor(deps: ShopDeps) {
    this.deps = deps;
  }

  async execute(input: { form: unknown }): Promise<Result<ShopItem, InvalidField>> {
    const form = parseInput(shopItemFormSchema, input.form);
    if (!form.ok) return form;
    const item: ShopItem = { id: newId(), ...form.value, createdAt: this.deps.clock.now() };
    await this.deps.shop.saveItem(item);
    return ok(item);
  }
}
