import type { LurkcoinLedgerPort } from '@lurkit/core/keys/ports/lurkcoin-ledger.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { ShopItem } from '@lurkit/core/shop/domain/shop-item.entity.ts';
import type { ShopRepositoryPort } from '@lurkit/core/shop/ports/shop-repository.port.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type ShopSeeding = { shop: ShopRepositoryPort };

/** The demo shelf, with one sold-out item so the page shows that state too. */
const ITEMS: readonly (Pick<ShopItem, 'name' | 'description' | 'priceCoins' | 'stock'> & Partial<Pick<ShopItem, 'physical'>>)[] = [
  { name: 'Lurkit sticker pack', description: 'Ten vinyl stickers for your desk, laptop or stream deck.', priceCoins: 100, stock: 200 },
  { name: 'Lurkit mouse pad', description: 'A 90 × 40 cm desk mat with the Lurkit logo.', priceCoins: 400, stock: 50 },
  { name: 'Signed launch poster', description: 'A poster from the Lurkit launch, signed by the team.', priceCoins: 600, stock: 0 },
  {
    name: 'Lurkit hoodie',
    description: 'Black, heavyweight cotton, embroidered logo. Sizes S to XXL.',
    priceCoins: 1200,
    stock: 20,
    physical: true,
  },
  { name: 'Featured creator spot', description: 'A week on the explore page as a featured creator.', priceCoins: 2500, stock: 3 },
];

/**
 * The shop's items, and democreator with Lurkcoins and two past orders. Their earnings are a staff
 * grant (they have no first content submission on a public campaign in the demo yet), so their
 * balance after the orders (1,000 − 100 − 400 = 500) buys a mouse pad but not a hoodie.
 */
export async function seedShop(
  deps: ShopSeeding & { ledger: LurkcoinLedgerPort },
  accounts: SeededAccounts,
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const items: ShopItem[] = ITEMS.map((item, i) => ({
    physical: false,
    ...item,
    id: random.uuid(),
    createdAt: addMs(now, -(60 - i) * DAY_MS),
  }));
  for (const item of items) await deps.shop.saveItem(item);
  const demo = accounts.creators[0];
  if (!demo) return;
  const grantedAt = addMs(now, -30 * DAY_MS);
  await deps.ledger.awardOnce({
    creatorId: demo.id,
    amount: 1000,
    reason: 'STAFF_GRANT',
    sourceId: 'demo',
    key: `STAFF_GRANT:demo:${demo.id}`,
    awardedAt: grantedAt,
  });
  for (const [index, daysAgo] of [
    [0, 20],
    [1, 6],
  ] as const) {
    const item = items[index]!;
    await deps.shop.placeOrder({
      id: random.uuid(),
      creatorId: demo.id,
      itemId: item.id,
      itemName: item.name,
      quantity: 1,
      unitPriceCoins: item.priceCoins,
      totalCoins: item.priceCoins,
      placedAt: addMs(now, -daysAgo * DAY_MS),
      state: 'fulfilled',
      shippingAddress: null,
    });
  }
}
