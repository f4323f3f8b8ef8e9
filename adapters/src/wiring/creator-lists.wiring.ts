import type { CreatorListsDeps } from '@lurkit/core/creator-lists/application/creator-lists-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsCreatorLookup, TableVipActivationDirectory } from '../postgres/creator-lists/creator-lists-directories.ts';
import { MikroOrmCreatorListRepository } from '../postgres/creator-lists/mikro-orm-creator-list-repository.ts';
import { MikroOrmPlatformVipRepository } from '../postgres/creator-lists/mikro-orm-platform-vip-repository.ts';
import { MikroOrmVipGrantRepository } from '../postgres/creator-lists/mikro-orm-vip-grant-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Creator lists and VIP access on one unit of work. */
export const creatorListsWiring = (em: EntityManager, infra: Infrastructure): CreatorListsDeps => ({
  lists: new MikroOrmCreatorListRepository(em),
  vipGrants: new MikroOrmVipGrantRepository(em),
  platformVip: new MikroOrmPlatformVipRepository(em),
  creators: new AccountsCreatorLookup(em),
  activations: new TableVipActivationDirectory(em),
  clock: infra.clock,
});
