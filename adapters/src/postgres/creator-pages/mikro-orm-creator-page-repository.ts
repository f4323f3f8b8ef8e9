import type { CreatorPage } from '@lurkit/core/creator-pages/domain/creator-page.entity.ts';
import type { CreatorPageRepositoryPort } from '@lurkit/core/creator-pages/ports/creator-page-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CreatorPageEntity, type CreatorPageRow } from './creator-page.entity.ts';

const fromRow = (row: CreatorPageRow): CreatorPage => ({
  id: row.id,
  creatorId: row.creator,
  slug: row.slug,
  title: row.title,
  bio: row.bio ?? null,
  links: row.links,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
const toRow = ({ creatorId, ...page }: CreatorPage) => ({ ...page, links: [...page.links], creator: creatorId });

export class MikroOrmCreatorPageRepository implements CreatorPageRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<CreatorPage | null> {
    return findRowById(this.#em, CreatorPageEntity, id, fromRow);
  }

  async findBySlug(slug: string): Promise<CreatorPage | null> {
    const row = await unitOfWork(this.#em).findOne(CreatorPageEntity, { slug });
    return row ? fromRow(row) : null;
  }

  async listByCreator(creatorId: string): Promise<CreatorPage[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(CreatorPageEntity, { creator: creatorId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(fromRow);
  }

  async insertWithinLimit(page: CreatorPage, limit: number): Promise<boolean> {
    return unitOfWork(this.#em).transactional(async (em) => {
      // The creator's row is the lock two creates wait on, so the second counts the first's page.
      await em.execute('select id from user_account where id = ? for update', [page.creatorId]);
      const [row] = await em.execute<{ count: string }[]>('select count(*) as count from creator_page where creator_id = ?', [
        page.creatorId,
      ]);
      if (Number(row?.count ?? 0) >= limit) return false;
      em.create(CreatorPageEntity, toRow(page));
      await em.flush();
      return true;
    });
  }

  async update(page: CreatorPage): Promise<void> {
    const { id, creator: _creator, createdAt: _createdAt, ...changes } = toRow(page);
    await unitOfWork(this.#em).nativeUpdate(CreatorPageEntity, { id }, changes);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).nativeDelete(CreatorPageEntity, { id });
  }
}
