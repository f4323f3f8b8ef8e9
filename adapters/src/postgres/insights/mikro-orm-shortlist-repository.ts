import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import { SHORTLIST_KINDS, shortlistKey, type ShortlistEntry, type ShortlistKind } from '@lurkit/core/insights/domain/shortlist.entity.ts';
import type { Ranking, RankingPage } from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { ShortlistRepositoryPort } from '@lurkit/core/insights/ports/shortlist-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { ShortlistEntryEntity, type ShortlistEntryRow } from './shortlist.entity.ts';

const kindOf = (value: string): ShortlistKind => SHORTLIST_KINDS.find((k) => k === value) ?? 'VIDEO';

const fromRow = (row: ShortlistEntryRow): ShortlistEntry => ({
  id: row.id,
  companyId: row.company,
  kind: kindOf(row.kind),
  postId: row.post,
  addedByUserId: row.addedByUserId,
  addedAt: row.addedAt,
});

export class MikroOrmShortlistRepository implements ShortlistRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async add(entry: ShortlistEntry): Promise<ShortlistEntry> {
    // The unique index decides two adds at once: the loser inserts nothing and reads the winner's row.
    await unitOfWork(this.#em).execute(
      `insert into shortlist_entry (id, company_id, kind, post_id, added_by_user_id, added_at) values (?, ?, ?, ?, ?, ?)
       on conflict (company_id, post_id) do nothing`,
      [entry.id, entry.companyId, entry.kind, entry.postId, entry.addedByUserId, entry.addedAt],
    );
    const kept = await unitOfWork(this.#em).findOneOrFail(
      ShortlistEntryEntity,
      { company: entry.companyId, post: entry.postId },
      { refresh: true },
    );
    return fromRow(kept);
  }

  async remove(companyId: string, postId: string): Promise<boolean> {
    if (!isUuid(companyId) || !isUuid(postId)) return false;
    return (await unitOfWork(this.#em).nativeDelete(ShortlistEntryEntity, { company: companyId, post: postId })) > 0;
  }

  async list(companyId: string, kind: ShortlistKind, page: RankingPage): Promise<Ranking<ShortlistEntry>> {
    if (!isUuid(companyId)) return { rows: [], total: 0, endCursor: null };
    const key = decodeCursor(page.after, 2);
    const cursor = key && isUuid(String(key[1])) ? { at: new Date(-Number(key[0])), id: String(key[1]) } : null;
    const uow = unitOfWork(this.#em);
    const rows = await uow.find(
      ShortlistEntryEntity,
      {
        company: companyId,
        kind,
        ...(cursor ? { $or: [{ addedAt: { $lt: cursor.at } }, { addedAt: cursor.at, id: { $gt: cursor.id } }] } : {}),
      },
      { orderBy: { addedAt: 'desc', id: 'asc' }, limit: page.limit },
    );
    const total = await uow.count(ShortlistEntryEntity, { company: companyId, kind });
    const entries = rows.map(fromRow);
    const last = entries.at(-1);
    return { rows: entries, total, endCursor: last ? encodeCursor(shortlistKey(last)) : null };
  }

  async shortlistedPostIds(companyId: string, postIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(postIds.filter(isUuid))];
    if (!isUuid(companyId) || ids.length === 0) return new Set();
    const rows = await unitOfWork(this.#em).find(ShortlistEntryEntity, { company: companyId, post: { $in: ids } }, { fields: ['post'] });
    return new Set(rows.map((r) => r.post));
  }
}
