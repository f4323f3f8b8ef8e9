import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { aShippingAddress, aShopItem } from '../ports/shop-repository.contract.ts';
import { InMemoryShopRepository } from '../testing/in-memory-shop-repository.ts';
import { BuyShopItem } from './buy-shop-item.ts';
import { CreateShopItem } from './create-shop-item.ts';
import { GetCreatorShop } from './get-creator-shop.ts';

const setup = () => {
  const shop = new InMemoryShopRepository();
  return { shop, deps: { shop, clock: new SettableClock(BUILDER_NOW) } };
};
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';

describe('CreateShopItem', () => {
  it('puts a trimmed item in the shop', async () => {
    const { deps, shop } = setup();
    const created = await new CreateShopItem(deps).execute({ form: { name: ' Hoodie ', description: 'Warm.', priceCoins: 500, stock: 3 } });
    expect(created.ok && created.value).toMatchObject({ name: 'Hoodie', priceCoins: 500, stock: 3, createdAt: BUILDER_NOW });
    expect(await shop.listItems()).toHaveLength(1);
  });

  it.each([
    [{ name: '', description: 'x', priceCoins: 1, stock: 0 }, 'name'],
    [{ name: 'x', description: ' ', priceCoins: 1, stock: 0 }, 'description'],
    [{ name: 'x', description: 'x', priceCoins: 0, stock: 0 }, 'priceCoins'],
    [{ name: 'x', description: 'x', priceCoins: 1.5, stock: 0 }, 'priceCoins'],
    [{ name: 'x', description: 'x', priceCoins: 1, stock: -1 }, 'stock'],
  ])('refuses %o at its field', async (form, field) => {
    const created = await new CreateShopItem(setup().deps).execute({ form });
    expect(!created.ok && created.error).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field });
  });
});

describe('BuyShopItem', () => {
  it('records the order at the price of the moment and spends the coins', async () => {
    const { deps, shop } = setup();
    const item = aShopItem({ priceCoins: 40, stock: 5 });
    await shop.saveItem(item);
    shop.credit(creatorId, 100);
    const bought = await new BuyShopItem(deps).execute({ creatorId, itemId: item.id, form: { quantity: 2 } });
    expect(bought.ok && bought.value).toMatchObject({
      itemName: item.name,
      quantity: 2,
      unitPriceCoins: 40,
      totalCoins: 80,
      placedAt: BUILDER_NOW,
    });
    expect(await shop.balanceOf(creatorId)).toBe(20);
  });

  it('refuses more than the balance, more than the stock, an unknown item and a bad quantity', async () => {
    const { deps, shop } = setup();
    const item = aShopItem({ priceCoins: 40, stock: 1 });
    await shop.saveItem(item);
    shop.credit(creatorId, 100);
    const buy = (itemId: string, quantity: unknown) => new BuyShopItem(deps).execute({ creatorId, itemId, form: { quantity } });
    expect(await buy(item.id, 2)).toMatchObject({ ok: false, error: { code: 'SHOP.OUT_OF_STOCK', field: 'quantity' } });
    const dear = aShopItem({ priceCoins: 101 });
    await shop.saveItem(dear);
    // A refusal comparing figures says both: the order's cost and the creator's balance.
    expect(await buy(dear.id, 1)).toMatchObject({
      ok: false,
      error: { code: 'SHOP.NOT_ENOUGH_COINS', field: 'quantity', message: 'This order costs 101 Lurkcoins; you have 100 Lurkcoins.' },
    });
    expect(await buy('missing', 1)).toMatchObject({ ok: false, error: { code: 'SHOP.ITEM_NOT_FOUND' } });
    expect(await buy(item.id, 0)).toMatchObject({ ok: false, error: { code: 'VALIDATION.INVALID_FIELD', field: 'quantity' } });
    expect(await buy(item.id, 6)).toMatchObject({ ok: false, error: { field: 'quantity' } });
    expect(await shop.balanceOf(creatorId)).toBe(100);
  });
});

describe('BuyShopItem of a physical item', () => {
  it('keeps the confirmed shipping address and leaves the order placed; a digital order is fulfilled at once', async () => {
    const { deps, shop } = setup();
    const hoodie = aShopItem({ priceCoins: 10, physical: true });
    const sticker = aShopItem({ priceCoins: 10 });
    await shop.saveItem(hoodie);
    await shop.saveItem(sticker);
    shop.credit(creatorId, 100);
    const shipped = await new BuyShopItem(deps).execute({
      creatorId,
      itemId: hoodie.id,
      form: { quantity: 1, shippingAddress: aShippingAddress },
    });
    expect(shipped.ok && shipped.value).toMatchObject({ state: 'placed', shippingAddress: aShippingAddress });
    const digital = await new BuyShopItem(deps).execute({ creatorId, itemId: sticker.id, form: { quantity: 1 } });
    expect(digital.ok && digital.value).toMatchObject({ state: 'fulfilled', shippingAddress: null });
  });

  it('refuses an incomplete address at its field and spends nothing', async () => {
    const { deps, shop } = setup();
    const hoodie = aShopItem({ priceCoins: 10, physical: true });
    await shop.saveItem(hoodie);
    shop.credit(creatorId, 100);
    const buy = (shippingAddress: unknown) =>
      new BuyShopItem(deps).execute({ creatorId, itemId: hoodie.id, form: { quantity: 1, shippingAddress } });
    expect(await buy({ ...aShippingAddress, city: ' ' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_FIELD', field: 'shippingAddress.city', message: 'City is required.' },
    });
    expect(await buy(undefined)).toMatchObject({ ok: false, error: { code: 'VALIDATION.INVALID_FIELD' } });
    expect(await shop.balanceOf(creatorId)).toBe(100);
  });
});

describe('GetCreatorShop', () => {
  it('shows the balance, the items, the orders and the ledger of the creator', async () => {
    const { deps, shop } = setup();
    const item = aShopItem({ priceCoins: 30 });
    await shop.saveItem(item);
    shop.credit(creatorId, 100, 'KEY_CONTENT_SUBMITTED', BUILDER_NOW);
    await new BuyShopItem(deps).execute({ creatorId, itemId: item.id, form: {} });
    const view = await new GetCreatorShop(deps).execute({ creatorId });
    expect(view.balance).toBe(70);
    expect(view.items).toHaveLength(1);
    expect(view.orders.map((o) => o.totalCoins)).toEqual([30]);
    expect(view.coinEntries.map((e) => e.amount).sort()).toEqual([-30, 100]);
    expect((await new GetCreatorShop(deps).execute({ creatorId: 'someone-else' })).orders).toEqual([]);
  });
});
