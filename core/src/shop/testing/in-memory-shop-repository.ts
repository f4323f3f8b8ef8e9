import type { ShopItem } from '../domain/shop-item.entity.ts';
import { SHOP_ORDER_REASON, type CoinEntry, type PlaceOrderOutcome, type ShopOrder } from '../domain/shop-order.entity.ts';
import type { ShopRepositoryPort } from '../ports/shop-repository.port.ts';

interface Entry extends CoinEntry {
  readonly creatorId: string;
}

/** The twin: one process, so checking and taking in one synchronous step is the whole race rule. */
export class InMemoryShopRepository implements ShopRepositoryPort {
  readonly #items = new Map<string, ShopItem>();
  readonly #orders: ShopOrder[] = [];
  readonly #entries: Entry[] = [];

  /** Books earnings, as the keys context's ledger does when content is submitted. */
  credit(creatorId: string, amount: number, reason = 'KEY_CONTENT_SUBMITTED', at = new Date()): void {
    this.#entries.push({ creatorId, amount, reason, at });
  }

  async saveItem(item: ShopItem): Promise<void> {
    this.#items.set(item.id, structuredClone(item));
  }

  async findItem(id: string): Promise<ShopItem | null> {
    const item = this.#items.get(id);
    return item ? structuredClone(item) : null;
  }

  async listItems(): Promise<ShopItem[]> {
    return [...this.#items.values()]
      .sort((a, b) => a.priceCoins - b.priceCoins || a.name.localeCompare(b.name))
      .map((i) => structuredClone(i));
  }

  async placeOrder(order: ShopOrder): Promise<PlaceOrderOutcome> {
    const item = this.#items.get(order.itemId);
    if (!item) return 'item-not-found';
    if (item.stock < order.quantity) return 'out-of-stock';
    if (this.#balance(order.creatorId) < order.totalCoins) return 'not-enough-coins';
    this.#items.set(item.id, { ...item, stock: item.stock - order.quantity });
    this.#entries.push({ creatorId: order.creatorId, amount: -order.totalCoins, reason: SHOP_ORDER_REASON, at: order.placedAt });
    this.#orders.push(structuredClone(order));
    return 'placed';
  }

  async balanceOf(creatorId: string): Promise<number> {
    return this.#balance(creatorId);
  }

  async listOrders(creatorId: string, limit: number): Promise<ShopOrder[]> {
    return this.#orders
      .filter((o) => o.creatorId === creatorId)
      .sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime())
      .slice(0, limit)
      .map((o) => structuredClone(o));
  }

  async listCoinEntries(creatorId: string, limit: number): Promise<CoinEntry[]> {
    return this.#entries
      .filter((e) => e.creatorId === creatorId)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, limit)
      .map(({ amount, reason, at }) => ({ amount, reason, at }));
  }

  #balance(creatorId: string): number {
    return this.#entries.filter((e) => e.creatorId === creatorId).reduce((sum, e) => sum + e.amount, 0);
  }
}
