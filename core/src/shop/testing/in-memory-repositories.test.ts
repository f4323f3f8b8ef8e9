import { describeShopRepositoryContract } from '../ports/shop-repository.contract.ts';
import { InMemoryShopRepository } from './in-memory-shop-repository.ts';

describeShopRepositoryContract('in memory', async () => {
  const shop = new InMemoryShopRepository();
  return {
    shop,
    aCreator: async () => globalThis.crypto.randomUUID(),
    credit: async (creatorId, amount, at) => shop.credit(creatorId, amount, 'KEY_CONTENT_SUBMITTED', at),
  };
});
