import { BuyShopItem } from '@lurkit/core/shop/application/buy-shop-item.ts';
import { CreateShopItem } from '@lurkit/core/shop/application/create-shop-item.ts';
import { GetCreatorShop, type CreatorShopView } from '@lurkit/core/shop/application/get-creator-shop.ts';
import type { ShopItem } from '@lurkit/core/shop/domain/shop-item.entity.ts';
import { SHOP_ORDER_STATES, type CoinEntry, type ShopOrder } from '@lurkit/core/shop/domain/shop-order.entity.ts';
import { AddressRef } from '../shared/address-input.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

const ShopItemRef = builder.objectRef<ShopItem>('ShopItem').implement({
  description: 'Something a creator can buy with Lurkcoins.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    priceCoins: t.exposeInt('priceCoins'),
    stock: t.exposeInt('stock'),
  }),
});

const ShopOrderStateEnum = builder.enumType('ShopOrderState', {
  description: 'A physical order is placed, then shipped and delivered, or cancelled; a digital one is fulfilled when placed.',
  values: SHOP_ORDER_STATES,
});

const ShopOrderRef = builder.objectRef<ShopOrder>('ShopOrder').implement({
  description: "A creator's order, at the item's name and price when it was placed.",
  fields: (t) => ({
    state: t.field({ type: ShopOrderStateEnum, resolve: (o) => o.state }),
    shippingAddress: t.field({
      type: AddressRef,
      nullable: true,
      description: 'Where a physical item goes, as the creator confirmed it; null for a digital item.',
      resolve: (o) => o.shippingAddress,
    }),
    id: t.exposeID('id'),
    itemName: t.exposeString('itemName'),
    quantity: t.exposeInt('quantity'),
    unitPriceCoins: t.exposeInt('unitPriceCoins'),
    totalCoins: t.exposeInt('totalCoins'),
    placedAt: t.field({ type: 'DateTime', resolve: (o) => o.placedAt }),
  }),
});

const CoinEntryRef = builder.objectRef<CoinEntry>('LurkcoinEntry').implement({
  description: 'One line of the Lurkcoin ledger: earnings positive, spending negative.',
  fields: (t) => ({
    amount: t.exposeInt('amount'),
    reason: t.exposeString('reason'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
  }),
});

const CreatorShopRef = builder.objectRef<CreatorShopView>('CreatorShop').implement({
  fields: (t) => ({
    balance: t.exposeInt('balance', { description: 'Lurkcoins to spend: earnings minus spending, never below zero.' }),
    items: t.field({ type: [ShopItemRef], resolve: (s) => s.items }),
    orders: t.field({ type: [ShopOrderRef], description: 'Newest first, the last 50.', resolve: (s) => s.orders }),
    coinEntries: t.field({ type: [CoinEntryRef], description: 'Newest first, the last 50.', resolve: (s) => s.coinEntries }),
  }),
});

builder.queryField('creatorShop', (t) =>
  t.field({
    type: CreatorShopRef,
    description: "/creator/shop: the signed-in creator's Lurkcoins, the items, their orders and ledger.",
    authScopes: { creatorWithAccess: true },
    resolve: (_root, _args, ctx) => new GetCreatorShop(ctx.scope.shop).execute({ creatorId: actorId(ctx) }),
  }),
);

builder.mutationField('buyShopItem', (t) =>
  t.field({
    type: ShopOrderRef,
    description: 'Buys an item with Lurkcoins (SHOP.NOT_ENOUGH_COINS, SHOP.OUT_OF_STOCK).',
    authScopes: { creatorWithAccess: true },
    args: { itemId: t.arg.id(), quantity: t.arg.int({ required: false }) },
    resolve: async (_root, { itemId, quantity }, ctx) =>
      unwrap(
        await new BuyShopItem(ctx.scope.shop).execute({
          creatorId: actorId(ctx),
          itemId: String(itemId),
          form: { quantity: quantity ?? undefined },
        }),
      ),
  }),
);

builder.queryField('shopItems', (t) =>
  t.field({
    type: [ShopItemRef],
    description: 'Staff: every item in the creator shop, cheapest first.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => ctx.scope.shop.shop.listItems(),
  }),
);

builder.mutationField('createShopItem', (t) =>
  t.field({
    type: ShopItemRef,
    description: 'Staff: puts an item in the creator shop.',
    authScopes: { staff: true },
    args: { name: t.arg.string(), description: t.arg.string(), priceCoins: t.arg.int(), stock: t.arg.int() },
    resolve: async (_root, args, ctx) => unwrap(await new CreateShopItem(ctx.scope.shop).execute({ form: args })),
  }),
);
