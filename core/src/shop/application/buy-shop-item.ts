import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { ShopOrder } from '../domain/shop-order.entity.ts';
import { shippingFormSchema, shopOrderFormSchema } from '../domain/shop.schema.ts';
import { NotEnoughCoins, OutOfStock, ShopItemNotFound } from '../domain/shop.errors.ts';
import type { ShopDeps } from './shop-deps.ts';

export type BuyShopItemError = InvalidField | ShopItemNotFound | NotEnoughCoins | OutOfStock;

/**
 * A creator buys an item with Lurkcoins. The price is read here for the order's record; whether the
 * coins and the stock suffice is decided by the store when it places the order, so two orders sent
 * at once cannot both spend the same coins or take the last item.
 */
export class BuyShopItem {
  private readonly deps: ShopDeps;

  constructor(deps: ShopDeps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; itemId: string; form: unknown }): Promise<Result<ShopOrder, BuyShopItemError>> {
    const form = parseInput(shopOrderFormSchema, input.form);
    if (!form.ok) return form;
    const item = await this.deps.shop.findItem(input.itemId);
    if (!item) return err(new ShopItemNotFound());
    const { quantity } = form.value;
    let shippingAddress = null;
    if (item.physical) {
      const shipping = parseInput(shippingFormSchema, input.form);
      if (!shipping.ok) return shipping;
      shippingAddress = shipping.value.shippingAddress;
    }
    const order: ShopOrder = {
      id: newId(),
      creatorId: input.creatorId,
      itemId: item.id,
      itemName: item.name,
      quantity,
      unitPriceCoins: item.priceCoins,
      totalCoins: item.priceCoins * quantity,
      placedAt: this.deps.clock.now(),
      state: item.physical ? 'placed' : 'fulfilled',
      shippingAddress,
    };
    const outcome = await this.deps.shop.placeOrder(order);
    if (outcome === 'placed') return ok(order);
    if (outcome === 'out-of-stock') return err(new OutOfStock());
    if (outcome === 'item-not-found') return err(new ShopItemNotFound());
    return err(new NotEnoughCoins(order.totalCoins, await this.deps.shop.balanceOf(input.creatorId)));
  }
}
