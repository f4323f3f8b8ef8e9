import type { ShopItem } from '../domain/shop-item.entity.ts';
import type { CoinEntry, ShopOrder } from '../domain/shop-order.entity.ts';
import type { ShopDeps } from './shop-deps.ts';

export const SHOP_HISTORY_LIMIT = 50;

export interface CreatorShopView {
  readonly balance: number;
  readonly items: readonly ShopItem[];
  readonly orders: readonly ShopOrder[];
  readonly coinEntries: readonly CoinEntry[];
}

/** /creator/shop: the creator's balance, what they can buy, their orders and their ledger, newest first. */
export class GetCreatorShop {
  private readonly deps: Pick<ShopDeps, 'shop'>;

  constructor(deps: Pick<ShopDeps, 'shop'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string }): Promise<CreatorShopView> {
    const { shop } = this.deps;
    const [balance, items, orders, coinEntries] = await Promise.all([
      shop.balanceOf(input.creatorId),
      shop.listItems(),
      shop.listOrders(input.creatorId, SHOP_HISTORY_LIMIT),
      shop.listCoinEntries(input.creatorId, SHOP_HISTORY_LIMIT),
    ]);
    return { balance, items, orders, coinEntries };
  }
}
