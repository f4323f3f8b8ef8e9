import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ShopItem } from '../domain/shop-item.entity.ts';
import { SHOP_ORDER_REASON, type ShopOrder } from '../domain/shop-order.entity.ts';
import type { ShopRepositoryPort } from './shop-repository.port.ts';

export interface ShopRepositoryFixture extends ContractFixture {
  shop: ShopRepositoryPort;
  /** A saved creator's id (orders and ledger lines name real users). */
  aCreator: () => Promise<string>;
  /** Books earnings for a creator, as content submissions do. */
  credit: (creatorId: string, amount: number, at: Date) => Promise<void>;
}

const uuid = () => globalThis.crypto.randomUUID();
const later = (ms: number) => new Date(BUILDER_NOW.getTime() + ms);

export const aShopItem = (changes: Partial<ShopItem> = {}): ShopItem => ({
  id: uuid(),
  name: `Hoodie ${uuid().slice(0, 6)}`,
  description: 'Warm, black, with the Lurkit logo.',
  priceCoins: 100,
  stock: 10,
  physical: false,
  createdAt: BUILDER_NOW,
  ...changes,
});

/** A complete address, as a physical order keeps it. */
export const aShippingAddress = {
  firstName: 'Ada',
  lastName: 'Lurk',
  streetName: 'Drottninggatan',
  streetNumber: '1',
  zipCode: '111 51',
  city: 'Stockholm',
  province: null,
  country: 'SE',
  email: null,
};

export const anOrder = (creatorId: string, item: ShopItem, changes: Partial<ShopOrder> = {}): ShopOrder => ({
  id: uuid(),
  creatorId,
  itemId: item.id,
  itemName: item.name,
  quantity: 1,
  unitPriceCoins: item.priceCoins,
  totalCoins: item.priceCoins,
  placedAt: later(1000),
  state: item.physical ? 'placed' : 'fulfilled',
  shippingAddress: item.physical ? aShippingAddress : null,
  ...changes,
});

export function describeShopRepositoryContract(name: string, make: () => Promise<ShopRepositoryFixture>): void {
  describeContract('ShopRepositoryPort', name, make, (fixture) => {
    it('saves items, finds them, and lists them cheapest first', async () => {
      const { shop } = fixture();
      const dear = aShopItem({ priceCoins: 900_001 });
      const cheap = aShopItem({ priceCoins: 900_000 });
      await shop.saveItem(dear);
      await shop.saveItem(cheap);
      expect(await shop.findItem(dear.id)).toEqual(dear);
      expect(await shop.findItem(uuid())).toBeNull();
      expect(await shop.findItem('not-an-id')).toBeNull();
      const listed = (await shop.listItems()).filter((i) => i.id === dear.id || i.id === cheap.id);
      expect(listed.map((i) => i.id)).toEqual([cheap.id, dear.id]);
    });

    it('keeps a physical item as physical and its order with its state and shipping address', async () => {
      const { shop, aCreator, credit } = fixture();
      const creator = await aCreator();
      await credit(creator, 100, BUILDER_NOW);
      const hoodie = aShopItem({ priceCoins: 10, physical: true });
      await shop.saveItem(hoodie);
      expect((await shop.findItem(hoodie.id))?.physical).toBe(true);
      const order = anOrder(creator, hoodie, { totalCoins: 10 });
      expect(await shop.placeOrder(order)).toBe('placed');
      expect(await shop.listOrders(creator, 10)).toEqual([{ ...order, state: 'placed', shippingAddress: aShippingAddress }]);
    });

    it('places an order: takes the stock, spends the coins in the ledger and keeps the order', async () => {
      const { shop, aCreator, credit } = fixture();
      const creator = await aCreator();
      await credit(creator, 250, BUILDER_NOW);
      const item = aShopItem({ priceCoins: 60, stock: 3 });
      await shop.saveItem(item);
      const order = anOrder(creator, item, { quantity: 2, totalCoins: 120 });
      expect(await shop.placeOrder(order)).toBe('placed');
      expect(await shop.balanceOf(creator)).toBe(130);
      expect((await shop.findItem(item.id))?.stock).toBe(1);
      expect(await shop.listOrders(creator, 10)).toEqual([order]);
      expect(await shop.listCoinEntries(creator, 10)).toEqual([
        { amount: -120, reason: SHOP_ORDER_REASON, at: order.placedAt },
        { amount: 250, reason: 'KEY_CONTENT_SUBMITTED', at: BUILDER_NOW },
      ]);
    });

    it('refuses an order beyond the balance or the stock, and changes nothing then', async () => {
      const { shop, aCreator, credit } = fixture();
      const creator = await aCreator();
      await credit(creator, 100, BUILDER_NOW);
      const item = aShopItem({ priceCoins: 60, stock: 1 });
      await shop.saveItem(item);
      expect(await shop.placeOrder(anOrder(creator, item, { quantity: 2, totalCoins: 120 }))).toBe('out-of-stock');
      const dear = aShopItem({ priceCoins: 101 });
      await shop.saveItem(dear);
      expect(await shop.placeOrder(anOrder(creator, dear))).toBe('not-enough-coins');
      expect(await shop.placeOrder(anOrder(creator, aShopItem()))).toBe('item-not-found');
      expect(await shop.balanceOf(creator)).toBe(100);
      expect((await shop.findItem(item.id))?.stock).toBe(1);
      expect(await shop.listOrders(creator, 10)).toEqual([]);
    });

    it('never spends below zero when one creator sends many orders at once', async () => {
      const { shop, aCreator, credit } = fixture();
      const creator = await aCreator();
      await credit(creator, 300, BUILDER_NOW);
      const item = aShopItem({ priceCoins: 100, stock: 50 });
      await shop.saveItem(item);
      const outcomes = await Promise.all(Array.from({ length: 8 }, () => shop.placeOrder(anOrder(creator, item))));
      expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
      expect(outcomes.filter((o) => o !== 'placed').every((o) => o === 'not-enough-coins')).toBe(true);
      expect(await shop.balanceOf(creator)).toBe(0);
      expect((await shop.findItem(item.id))?.stock).toBe(47);
    });

    it('never sells beyond the stock when many creators order the last items at once', async () => {
      const { shop, aCreator, credit } = fixture();
      const item = aShopItem({ priceCoins: 10, stock: 2 });
      await shop.saveItem(item);
      const creators = await Promise.all(Array.from({ length: 6 }, () => aCreator()));
      for (const c of creators) await credit(c, 50, BUILDER_NOW);
      const outcomes = await Promise.all(creators.map((c) => shop.placeOrder(anOrder(c, item))));
      expect(outcomes.filter((o) => o === 'placed')).toHaveLength(2);
      expect(outcomes.filter((o) => o !== 'placed').every((o) => o === 'out-of-stock')).toBe(true);
      expect((await shop.findItem(item.id))?.stock).toBe(0);
      const balances = await Promise.all(creators.map((c) => shop.balanceOf(c)));
      expect(balances.filter((b) => b === 40)).toHaveLength(2);
    });

    it('lists orders and ledger lines newest first, each creator only their own, at most the limit', async () => {
      const { shop, aCreator, credit } = fixture();
      const [creator, other] = [await aCreator(), await aCreator()];
      await credit(creator, 500, BUILDER_NOW);
      await credit(other, 500, BUILDER_NOW);
      const item = aShopItem({ priceCoins: 10 });
      await shop.saveItem(item);
      const first = anOrder(creator, item, { placedAt: later(1000) });
      const second = anOrder(creator, item, { placedAt: later(2000) });
      for (const o of [first, second, anOrder(other, item)]) expect(await shop.placeOrder(o)).toBe('placed');
      expect((await shop.listOrders(creator, 10)).map((o) => o.id)).toEqual([second.id, first.id]);
      expect(await shop.listOrders(creator, 1)).toHaveLength(1);
      expect((await shop.listCoinEntries(creator, 10)).map((e) => e.amount)).toEqual([-10, -10, 500]);
      expect(await shop.listCoinEntries(creator, 2)).toHaveLength(2);
    });
  });
}
