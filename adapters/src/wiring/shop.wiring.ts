import type { ShopDeps } from '@lurkit/core/shop/application/shop-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmShopRepository } from '../postgres/shop/mikro-orm-shop-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

export const shopWiring = (em: EntityManager, infra: Infrastructure): ShopDeps => ({
  shop: new MikroOrmShopRepository(em),
  clock: infra.clock,
});
