import type { CreatorList, CreatorListMember, CreatorListSummary } from '@lurkit/core/creator-lists/domain/creator-list.entity.ts';
import type { CreatorListRepositoryPort } from '@lurkit/core/creator-lists/ports/creator-list-repository.port.ts';
import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CreatorListEntity, type CreatorListRow } from './creator-lists.entities.ts';

const fromRow = (row: CreatorListRow): CreatorList => ({ id: row.id, companyId: row.company, name: row.name, createdAt: row.createdAt });
const MEMBER_KEY = `(floor(extract(epoch from added_at) * 1000), creator_id::text)`;

export class MikroOrmCreatorListRepository implements CreatorListRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<CreatorList | null> {
    return findRowById(this.#em, CreatorListEntity, id, fromRow);
  }

  async findByName(companyId: string, name: string): Promise<CreatorList | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await this.#execute<{ id: string }[]>('select id from creator_list where company_id = ? and lower(name) = lower(?)', [
      companyId,
      name,
    ]);
    return row ? this.findById(row.id) : null;
  }

  async save(list: CreatorList): Promise<void> {
    const { companyId, ...rest } = list;
    await unitOfWork(this.#em).upsert(
      CreatorListEntity,
      { ...rest, company: companyId },
      { onConflictFields: ['id'], onConflictAction: 'merge', onConflictExcludeFields: ['id', 'company', 'createdAt'] },
    );
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    // Members go by the foreign key's cascade.
    await this.#execute('delete from creator_list where id = ?', [id]);
  }

  async listByCompany(companyId: string): Promise<CreatorListSummary[]> {
    if (!isUuid(companyId)) return [];
    const rows = await this.#execute<{ id: string; name: string; created_at: Date; count: string | number }[]>(
      `select l.id, l.name, l.created_at, (select count(*) from creator_list_member m where m.list_id = l.id) as count
       from creator_list l where l.company_id = ? order by lower(l.name), l.id`,
      [companyId],
    );
    return rows.map((r) => ({
      list: { id: r.id, companyId, name: r.name, createdAt: new Date(r.created_at) },
      creatorCount: Number(r.count),
    }));
  }

  async listMembers(listId: string, page: PageRequest): Promise<CreatorListMember[]> {
    if (!isUuid(listId)) return [];
    const where = ['list_id = ?'];
    const params: unknown[] = [listId];
    const after = decodeCursor(page.after, 2);
    const before = decodeCursor(page.before, 2);
    if (after) {
      where.push(`${MEMBER_KEY} > (?, ?)`);
      params.push(...after);
    }
    if (before) {
      where.push(`${MEMBER_KEY} < (?, ?)`);
      params.push(...before);
    }
    const direction = page.inverted ? 'desc' : 'asc';
    const rows = await this.#execute<{ creator_id: string; added_at: Date }[]>(
      `select creator_id, added_at from creator_list_member where ${where.join(' and ')}
       order by added_at ${direction}, creator_id::text ${direction} limit ?`,
      [...params, page.limit],
    );
    return rows.map((r) => ({ listId, creatorId: r.creator_id, addedAt: new Date(r.added_at) }));
  }

  cursorOf(member: CreatorListMember): string {
    return encodeCursor([member.addedAt.getTime(), member.creatorId]);
  }

  async countMembers(listId: string): Promise<number> {
    if (!isUuid(listId)) return 0;
    const [row] = await this.#execute<{ count: string | number }[]>('select count(*) as count from creator_list_member where list_id = ?', [
      listId,
    ]);
    return Number(row?.count ?? 0);
  }

  async memberIds(listId: string): Promise<string[]> {
    if (!isUuid(listId)) return [];
    const rows = await this.#execute<{ creator_id: string }[]>(
      'select creator_id from creator_list_member where list_id = ? order by added_at, creator_id::text',
      [listId],
    );
    return rows.map((r) => r.creator_id);
  }

  async addMembers(listId: string, creatorIds: readonly string[], at: Date): Promise<string[]> {
    const ids = [...new Set(creatorIds.filter(isUuid))];
    if (!isUuid(listId) || ids.length === 0) return [];
    // One statement for the whole selection (knex spreads the array into `array[...]`); the primary key skips creators already on the list.
    const rows = await this.#execute<{ creator_id: string }[]>(
      `insert into creator_list_member (list_id, creator_id, added_at)
       select ?, unnest(array[?]::uuid[]), ? on conflict do nothing returning creator_id`,
      [listId, ids, at],
    );
    return rows.map((r) => r.creator_id);
  }

  async removeMembers(listId: string, creatorIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(creatorIds.filter(isUuid))];
    if (!isUuid(listId) || ids.length === 0) return [];
    const rows = await this.#execute<{ creator_id: string }[]>(
      'delete from creator_list_member where list_id = ? and creator_id in (?) returning creator_id',
      [listId, ids],
    );
    return rows.map((r) => r.creator_id);
  }

  #execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return unitOfWork(this.#em).execute<T>(sql, params as never[]);
  }
}
