import type { ShopItem } from '../domain/shop-item.entity.ts';
import type { CoinEntry, PlaceOrderOutcome, ShopOrder } from '../domain/shop-order.entity.ts';

export interface ShopRepositoryPort {
  saveItem(item: ShopItem): Promise<void>;
  findItem(id: string): Promise<ShopItem | null>;
  /** Every item, cheapest first. */
  listItems(): Promise<ShopItem[]>;
  /**
   * Takes the stock, books the spending in the ledger and records the order, all or none. The store
   * decides it, so orders arriving together never take the stock below zero nor the balance below zero.
   */
  placeOrder(order: ShopOrder): Promise<PlaceOrderOutcome>;
  /** Earnings minus spending. */
  balanceOf(creatorId: string): Promise<number>;
  /** The creator's orders, newest first, at most `limit`. */
  listOrders(creatorId: string, limit: number): Promise<ShopOrder[]>;
  /** The creator's ledger lines, newest first, at most `limit`. */
  listCoinEntries(creatorId: string, limit: number): Promise<CoinEntry[]>;
}
