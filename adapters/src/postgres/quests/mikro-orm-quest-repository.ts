import { encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import { questKey } from '@lurkit/core/quests/domain/quest-orders.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import type { QuestBrowseQuery, QuestRepositoryPort } from '@lurkit/core/quests/ports/quest-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { keysetClause, msOf } from './keyset-sql.ts';
import { QuestEntity } from './quest.entity.ts';
import { questFromRow, questToRow } from './quest.mapper.ts';

/** The SQL twin of core's questKey. */
const ORDER_KEY = `-${msOf('created_at')}`;

export class MikroOrmQuestRepository implements QuestRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<Quest | null> {
    return findRowById(this.#em, QuestEntity, id, questFromRow);
  }

  async findByIds(ids: readonly string[]): Promise<Quest[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(QuestEntity, { id: { $in: valid } });
    return rows.map(questFromRow);
  }

  async save(quest: Quest): Promise<void> {
    await unitOfWork(this.#em).upsert(QuestEntity, questToRow(quest), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'createdAt', 'archivedAt'],
    });
  }

  async listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<Quest[]> {
    if (!isUuid(companyId)) return [];
    // campaignStatus's ended and past: published or unpublished with the end date reached.
    const over = `(publish_state in ('published', 'unpublished') and end_date <= ?)`;
    return this.#page(['company_id = ?', 'archived_at is null', filter.ended ? over : `not ${over}`], [companyId, filter.now], page);
  }

  async browse(query: QuestBrowseQuery, page: PageRequest): Promise<Quest[]> {
    const invited = query.invitedQuestIds.filter(isUuid);
    const visible = invited.length > 0 ? `(visibility = 'Discoverable' or id in (?))` : `visibility = 'Discoverable'`;
    return this.#page(
      [`publish_state = 'published'`, 'end_date > ?', visible],
      invited.length > 0 ? [query.now, invited] : [query.now],
      page,
    );
  }

  cursorOf(quest: Quest): string {
    return encodeCursor(questKey(quest));
  }

  async #page(where: string[], params: unknown[], page: PageRequest): Promise<Quest[]> {
    const keyset = keysetClause(ORDER_KEY, page);
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from quest where ${[...where, ...keyset.where].join(' and ')} order by ${keyset.order} limit ?`,
      [...params, ...keyset.params, page.limit] as never[],
    );
    const byId = new Map((await this.findByIds(rows.map((r) => r.id))).map((q) => [q.id, q]));
    return rows.flatMap((r) => byId.get(r.id) ?? []);
  }
}
