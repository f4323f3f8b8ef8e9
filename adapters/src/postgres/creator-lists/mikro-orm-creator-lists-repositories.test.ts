import type { CreatorList } from '@lurkit/core/creator-lists/domain/creator-list.entity.ts';
import type { VipGrant } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import { describeCreatorListRepositoryContract } from '@lurkit/core/creator-lists/ports/creator-list-repository.contract.ts';
import { describeVipGrantRepositoryContract } from '@lurkit/core/creator-lists/ports/vip-grant-repository.contract.ts';
import { describePlatformVipRepositoryContract } from '@lurkit/core/creator-lists/ports/platform-vip-repository.contract.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmCreatorListRepository } from './mikro-orm-creator-list-repository.ts';
import { MikroOrmPlatformVipRepository } from './mikro-orm-platform-vip-repository.ts';
import { MikroOrmVipGrantRepository } from './mikro-orm-vip-grant-repository.ts';

const db = useTestDatabase();

/** The contracts make company and creator ids up; their rows are created first. */
class ListsWithParents extends MikroOrmCreatorListRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async save(list: CreatorList): Promise<void> {
    await parentRows(this.#em).company(list.companyId);
    await super.save(list);
  }
  override async addMembers(listId: string, creatorIds: readonly string[], at: Date): Promise<string[]> {
    for (const id of creatorIds) await parentRows(this.#em).user(id);
    return super.addMembers(listId, creatorIds, at);
  }
}

class GrantsWithParents extends MikroOrmVipGrantRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async save(grant: VipGrant): Promise<void> {
    await parentRows(this.#em).company(grant.companyId);
    await parentRows(this.#em).user(grant.creatorId);
    await super.save(grant);
  }
}

describeCreatorListRepositoryContract('PostgreSQL', async () => ({ repo: new ListsWithParents(db().orm.em.fork()) }));
describeVipGrantRepositoryContract('PostgreSQL', async () => ({ repo: new GrantsWithParents(db().orm.em.fork()) }));
describePlatformVipRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return {
    repo: new MikroOrmPlatformVipRepository(em),
    creator: async () => {
      const id = globalThis.crypto.randomUUID();
      await parentRows(em).user(id);
      return id;
    },
  };
});
