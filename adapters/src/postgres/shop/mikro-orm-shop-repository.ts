import type { ShopItem } from '@lurkit/core/shop/domain/shop-item.entity.ts';
import { SHOP_ORDER_REASON, type CoinEntry, type PlaceOrderOutcome, type ShopOrder } from '@lurkit/core/shop/domain/shop-order.entity.ts';
import type { ShopRepositoryPort } from '@lurkit/core/shop/ports/shop-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { ShopItemEntity, ShopOrderEntity, type ShopItemRow, type ShopOrderRow } from './shop.entities.ts';

const itemFromRow = (row: ShopItemRow): ShopItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priceCoins: row.priceCoins,
  stock: row.stock,
  physical: row.physical,
  createdAt: row.createdAt,
});
const orderFromRow = (row: ShopOrderRow): ShopOrder => ({
  id: row.id,
  creatorId: row.creator,
  itemId: row.item,
  itemName: row.itemName,
  quantity: row.quantity,
  unitPriceCoins: row.unitPriceCoins,
  totalCoins: row.totalCoins,
  placedAt: row.placedAt,
  state: row.state,
  shippingAddress: row.shippingAddress ?? null,
});

export class MikroOrmShopRepository implements ShopRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async saveItem(item: ShopItem): Promise<void> {
    await unitOfWork(this.#em).upsert(ShopItemEntity, { ...item }, { onConflictFields: ['id'], onConflictAction: 'merge' });
  }

  async findItem(id: string): Promise<ShopItem | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(ShopItemEntity, { id });
    return row ? itemFromRow(row) : null;
  }

  async listItems(): Promise<ShopItem[]> {
    const rows = await unitOfWork(this.#em).find(ShopItemEntity, {}, { orderBy: { priceCoins: 'asc', name: 'asc' } });
    return rows.map(itemFromRow);
  }

  async placeOrder(order: ShopOrder): Promise<PlaceOrderOutcome> {
    return unitOfWork(this.#em).transactional(async (em) => {
      // Locks in one order, creator then item, so two orders never wait on each other in a cycle:
      // the creator's row makes their orders count one after another against one balance, the
      // item's row makes everyone's orders take the stock one after another.
      await em.execute('select id from user_account where id = ? for update', [order.creatorId]);
      const [item] = await em.execute<{ stock: number }[]>('select stock from shop_item where id = ? for update', [order.itemId]);
      if (!item) return 'item-not-found';
      if (item.stock < order.quantity) return 'out-of-stock';
      if ((await this.#balance(em, order.creatorId)) < order.totalCoins) return 'not-enough-coins';
      await em.execute('update shop_item set stock = stock - ? where id = ?', [order.quantity, order.itemId]);
      await em.execute(
        `insert into lurkcoin_entry (id, creator_id, amount, reason, source_id, key, awarded_at) values (?, ?, ?, ?, ?, ?, ?)`,
        [order.id, order.creatorId, -order.totalCoins, SHOP_ORDER_REASON, order.id, `${SHOP_ORDER_REASON}:${order.id}`, order.placedAt],
      );
      em.create(ShopOrderEntity, {
        id: order.id,
        creator: order.creatorId,
        item: order.itemId,
        itemName: order.itemName,
        quantity: order.quantity,
        unitPriceCoins: order.unitPriceCoins,
        totalCoins: order.totalCoins,
        placedAt: order.placedAt,
        state: order.state,
        shippingAddress: order.shippingAddress,
      });
      await em.flush();
      return 'placed';
    });
  }

  async balanceOf(creatorId: string): Promise<number> {
    if (!isUuid(creatorId)) return 0;
    return this.#balance(unitOfWork(this.#em), creatorId);
  }

  async listOrders(creatorId: string, limit: number): Promise<ShopOrder[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(
      ShopOrderEntity,
      { creator: creatorId },
      { orderBy: { placedAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(orderFromRow);
  }

  async listCoinEntries(creatorId: string, limit: number): Promise<CoinEntry[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ amount: number; reason: string; awarded_at: Date }[]>(
      'select amount, reason, awarded_at from lurkcoin_entry where creator_id = ? order by awarded_at desc, id desc limit ?',
      [creatorId, limit],
    );
    return rows.map((r) => ({ amount: r.amount, reason: r.reason, at: new Date(r.awarded_at) }));
  }

  async #balance(em: EntityManager, creatorId: string): Promise<number> {
    const [row] = await em.execute<{ total: string | null }[]>('select sum(amount) as total from lurkcoin_entry where creator_id = ?', [
      creatorId,
    ]);
    return Number(row?.total ?? 0);
  }
}
