import type { Address } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import type { ShopOrderState } from '@lurkit/core/shop/domain/shop-order.entity.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** An item in the creator shop; `stock` only falls through a conditional update inside an order. */
export const ShopItemEntity = defineEntity({
  name: 'ShopItem',
  tableName: 'shop_item',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(80),
    description: p.text(),
    priceCoins: p.integer(),
    stock: p.integer(),
    physical: p.boolean().default(false),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'shop_item_price_index', properties: ['priceCoins'] }],
});
export type ShopItemRow = InferEntity<typeof ShopItemEntity>;

/**
 * A creator's order, with the item's name and price of the moment. Its spending is a negative line in
 * the Lurkcoin ledger (lurkcoin_entry) keyed by the order, so the balance is one sum over one table.
 */
export const ShopOrderEntity = defineEntity({
  name: 'ShopOrder',
  tableName: 'shop_order',
  properties: {
    id: p.uuid().primary(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    item: () => p.manyToOne(ShopItemEntity).mapToPk(),
    itemName: p.string().length(80),
    quantity: p.integer(),
    unitPriceCoins: p.integer(),
    totalCoins: p.integer(),
    placedAt: p.datetime(),
    state: p.string().$type<ShopOrderState>().length(16).default('fulfilled'),
    shippingAddress: p.json<Address>().nullable(),
  },
  indexes: [{ name: 'shop_order_creator_placed_index', properties: ['creator', 'placedAt'] }],
});
export type ShopOrderRow = InferEntity<typeof ShopOrderEntity>;

export const shopEntities = [ShopItemEntity, ShopOrderEntity];
