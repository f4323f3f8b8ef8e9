import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { BUY_SHOP_ITEM, CREATE_SHOP_ITEM, CREATOR_SHOP, CREATOR_SHOP_ORDERS, SHOP_ITEMS } from './operations.ts';

const app = useTestApp();

/** Earnings as the keys context books them when content is submitted on a public campaign. */
async function earn(username: string, amount: number) {
  await sql(
    app.databaseUrl,
    `insert into lurkcoin_entry (id, creator_id, amount, reason, source_id, key, awarded_at)
     select gen_random_uuid(), id, ?, 'KEY_CONTENT_SUBMITTED', 'test', 'test:' || gen_random_uuid(), now() from user_account where username = ?`,
    [amount, username],
  );
}

describe('The creator shop', () => {
  it('staff stock an item; a creator buys it with coins and sees the order, the spending and the stock left', async () => {
    const staff = await signedInStaff(app);
    const created = await staff.client.op(CREATE_SHOP_ITEM, { name: ' Lurkit hoodie ', description: 'Black.', priceCoins: 150, stock: 1 });
    expect(created.data?.createShopItem).toMatchObject({ name: 'Lurkit hoodie', stock: 1 });
    const itemId = created.data!.createShopItem.id;

    const creator = await signedInCreator(app);
    await earn(creator.username, 200);
    const bought = await creator.client.op(BUY_SHOP_ITEM, { itemId });
    expect(bought.data?.buyShopItem).toMatchObject({ itemName: 'Lurkit hoodie', totalCoins: 150 });

    const shop = (await creator.client.op(CREATOR_SHOP)).data!.creatorShop;
    expect(shop.balance).toBe(50);
    expect(shop.items.find((i) => i.id === itemId)?.stock).toBe(0);
    expect(shop.orders).toMatchObject([{ itemName: 'Lurkit hoodie', quantity: 1, totalCoins: 150 }]);
    expect(shop.coinEntries.map((e) => e.amount)).toEqual([-150, 200]);

    const again = await creator.client.op(BUY_SHOP_ITEM, { itemId });
    expect(again.errors[0]?.extensions).toMatchObject({ code: 'SHOP.OUT_OF_STOCK', field: 'quantity' });
  });

  it("lists the creator's own orders with their state and, for a physical item, the shipping address; never another creator's", async () => {
    const staff = await signedInStaff(app);
    const itemId = (await staff.client.op(CREATE_SHOP_ITEM, { name: 'Sticker pack', description: 'Digital.', priceCoins: 10, stock: 9 }))
      .data!.createShopItem.id;
    const creator = await signedInCreator(app);
    await earn(creator.username, 30);
    const first = (await creator.client.op(BUY_SHOP_ITEM, { itemId })).data!.buyShopItem.id;
    const second = (await creator.client.op(BUY_SHOP_ITEM, { itemId })).data!.buyShopItem.id;
    // A physical order on its way, as the shop's staff side records it.
    const address = {
      firstName: 'Anna',
      lastName: 'Lind',
      streetName: 'Storgatan',
      streetNumber: '12',
      zipCode: '114 55',
      city: 'Stockholm',
      province: null,
      country: 'SE',
      email: null,
    };
    await sql(app.databaseUrl, `update shop_order set state = 'shipped', shipping_address = ?::jsonb where id = ?`, [
      JSON.stringify(address),
      second,
    ]);

    const orders = (await creator.client.op(CREATOR_SHOP_ORDERS)).data!.creatorShop.orders;

    expect(orders.map((o) => [o.id, o.state, o.shippingAddress?.city ?? null])).toEqual(
      expect.arrayContaining([
        [first, 'fulfilled', null],
        [second, 'shipped', 'Stockholm'],
      ]),
    );
    expect(orders).toHaveLength(2);
    const other = await signedInCreator(app);
    expect((await other.client.op(CREATOR_SHOP_ORDERS)).data!.creatorShop.orders).toEqual([]);
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(CREATOR_SHOP_ORDERS)).data).toBeNull();
  });

  it('refuses an order beyond the balance or a bad quantity at its field, and a missing item', async () => {
    const staff = await signedInStaff(app);
    const itemId = (await staff.client.op(CREATE_SHOP_ITEM, { name: 'Mouse pad', description: 'Big.', priceCoins: 80, stock: 9 })).data!
      .createShopItem.id;
    const creator = await signedInCreator(app);
    await earn(creator.username, 100);
    const tooMany = await creator.client.op(BUY_SHOP_ITEM, { itemId, quantity: 2 });
    expect(tooMany.errors[0]?.extensions).toMatchObject({ code: 'SHOP.NOT_ENOUGH_COINS', field: 'quantity' });
    const zero = await creator.client.op(BUY_SHOP_ITEM, { itemId, quantity: 0 });
    expect(zero.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'quantity' });
    const missing = await creator.client.op(BUY_SHOP_ITEM, { itemId: 'nope' });
    expect(missing.errors[0]?.extensions?.code).toBe('SHOP.ITEM_NOT_FOUND');
    expect((await creator.client.op(CREATOR_SHOP)).data!.creatorShop.balance).toBe(100);
  });

  it('keeps the shop to creators and stocking it to staff; a bad item is refused at its field', async () => {
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(CREATOR_SHOP)).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().op(CREATOR_SHOP)).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const creator = await signedInCreator(app);
    const item = { name: 'Cap', description: 'Red.', priceCoins: 10, stock: 1 };
    expect((await creator.client.op(CREATE_SHOP_ITEM, item)).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await creator.client.op(SHOP_ITEMS)).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const staff = await signedInStaff(app);
    const free = await staff.client.op(CREATE_SHOP_ITEM, { ...item, priceCoins: 0 });
    expect(free.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'priceCoins' });
    await staff.client.op(CREATE_SHOP_ITEM, item);
    expect((await staff.client.op(SHOP_ITEMS)).data!.shopItems.map((i) => i.name)).toContain('Cap');
  });
});
