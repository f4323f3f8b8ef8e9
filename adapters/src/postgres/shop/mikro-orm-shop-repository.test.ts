import { describeShopRepositoryContract } from '@lurkit/core/shop/ports/shop-repository.contract.ts';
import type { ShopRepositoryPort } from '@lurkit/core/shop/ports/shop-repository.port.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmLurkcoinLedger } from '../keys/mikro-orm-lurkcoin-ledger.ts';
import { MikroOrmShopRepository } from './mikro-orm-shop-repository.ts';

const db = useTestDatabase();

/** Each call on an EntityManager of its own, as concurrent requests have: the races are decided across them. */
const perCall = (): ShopRepositoryPort =>
  new Proxy({} as ShopRepositoryPort, {
    get: (_target, method: keyof ShopRepositoryPort) => {
      const repository = new MikroOrmShopRepository(db().orm.em.fork());
      return repository[method].bind(repository);
    },
  });

describeShopRepositoryContract('PostgreSQL', async () => ({
  shop: perCall(),
  aCreator: async () => {
    const id = globalThis.crypto.randomUUID();
    await parentRows(db().orm.em.fork()).user(id);
    return id;
  },
  credit: async (creatorId, amount, at) => {
    const id = globalThis.crypto.randomUUID();
    await new MikroOrmLurkcoinLedger(db().orm.em.fork()).awardOnce({
      creatorId,
      amount,
      reason: 'KEY_CONTENT_SUBMITTED',
      sourceId: id,
      key: `test:${id}`,
      awardedAt: at,
    });
  },
}));
