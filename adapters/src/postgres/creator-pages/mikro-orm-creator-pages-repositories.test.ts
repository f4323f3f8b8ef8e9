import { describeAnalyticsPageRepositoryContract } from '@lurkit/core/creator-pages/ports/analytics-page-repository.contract.ts';
import { describeCreatorPageRepositoryContract } from '@lurkit/core/creator-pages/ports/creator-page-repository.contract.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { AccountsCreatorShowcase } from './accounts-creator-showcase.ts';
import { MikroOrmAnalyticsPageRepository } from './mikro-orm-analytics-page-repository.ts';
import { MikroOrmCreatorPageRepository } from './mikro-orm-creator-page-repository.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

describeCreatorPageRepositoryContract('PostgreSQL', async () => ({
  // Each call its own EntityManager, as concurrent requests have: the limit is decided across them.
  repository: {
    findById: (id) => new MikroOrmCreatorPageRepository(db().orm.em.fork()).findById(id),
    findBySlug: (slug) => new MikroOrmCreatorPageRepository(db().orm.em.fork()).findBySlug(slug),
    listByCreator: (id) => new MikroOrmCreatorPageRepository(db().orm.em.fork()).listByCreator(id),
    insertWithinLimit: (page, limit) => new MikroOrmCreatorPageRepository(db().orm.em.fork()).insertWithinLimit(page, limit),
    update: (page) => new MikroOrmCreatorPageRepository(db().orm.em.fork()).update(page),
    delete: (id) => new MikroOrmCreatorPageRepository(db().orm.em.fork()).delete(id),
  },
  aCreator: async () => {
    const id = uuid();
    await parentRows(db().orm.em.fork()).user(id);
    return id;
  },
}));

describeAnalyticsPageRepositoryContract('PostgreSQL', async () => ({
  repository: {
    findById: (id) => new MikroOrmAnalyticsPageRepository(db().orm.em.fork()).findById(id),
    listByCreator: (id) => new MikroOrmAnalyticsPageRepository(db().orm.em.fork()).listByCreator(id),
    insertWithinLimit: (page, limit) => new MikroOrmAnalyticsPageRepository(db().orm.em.fork()).insertWithinLimit(page, limit),
    update: (page) => new MikroOrmAnalyticsPageRepository(db().orm.em.fork()).update(page),
    delete: (id) => new MikroOrmAnalyticsPageRepository(db().orm.em.fork()).delete(id),
  },
  aCreator: async () => {
    const id = uuid();
    await parentRows(db().orm.em.fork()).user(id);
    return id;
  },
}));

describe('AccountsCreatorShowcase', () => {
  it('shows a creator by name, and nobody for a company account or an unknown id', async () => {
    const em = db().orm.em.fork();
    const [creator, brand] = [uuid(), uuid()];
    await parentRows(em).user(creator);
    await parentRows(em).user(brand, 'Company');
    const showcase = new AccountsCreatorShowcase(em);
    expect(await showcase.find(creator)).toMatchObject({ displayName: expect.any(String), channels: [] });
    expect(await showcase.find(brand)).toBeNull();
    expect(await showcase.find(uuid())).toBeNull();
    expect(await showcase.find('not-a-uuid')).toBeNull();
  });
});
