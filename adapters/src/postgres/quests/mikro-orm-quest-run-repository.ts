import { encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import { questRunKey, STATUSES_OF_TAB, type QuestRunTab } from '@lurkit/core/quests/domain/quest-orders.ts';
import type { QuestRunStatus } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import type { QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import type { QuestRunRepositoryPort } from '@lurkit/core/quests/ports/quest-run-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { keysetClause, msOf } from './keyset-sql.ts';
import { QuestRunEntity } from './quest-run.entity.ts';
import { questRunFromRow, questRunToRow } from './quest-run.mapper.ts';

/** The SQL twin of core's questRunKey. */
const ORDER_KEY = `-${msOf('updated_at')}`;

export class MikroOrmQuestRunRepository implements QuestRunRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<QuestRun | null> {
    return findRowById(this.#em, QuestRunEntity, id, questRunFromRow);
  }

  async findByIds(ids: readonly string[]): Promise<QuestRun[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(QuestRunEntity, { id: { $in: valid } });
    return rows.map(questRunFromRow);
  }

  async listByQuestAndCreator(questId: string, creatorId: string): Promise<QuestRun[]> {
    if (!isUuid(questId) || !isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(
      QuestRunEntity,
      { quest: questId, creator: creatorId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(questRunFromRow);
  }

  async listOverdue(now: Date): Promise<QuestRun[]> {
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from quest_run where due_at is not null and due_at <= ? and (dispute is null or (dispute ->> 'decidedAt') is not null)
       order by due_at, id limit 500`,
      [now],
    );
    return this.#ordered(rows);
  }

  async listOpenDisputes(): Promise<QuestRun[]> {
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from quest_run where dispute is not null and (dispute ->> 'decidedAt') is null order by updated_at, id limit 200`,
    );
    return this.#ordered(rows);
  }

  async listByQuest(questId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    if (!isUuid(questId)) return [];
    return this.#page('quest_id = ?', questId, tab, page);
  }

  async listByCreator(creatorId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    if (!isUuid(creatorId)) return [];
    return this.#page('creator_id = ?', creatorId, tab, page);
  }

  async listByCompany(companyId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    if (!isUuid(companyId)) return [];
    return this.#page('company_id = ?', companyId, tab, page);
  }

  async listByCompanyInStatus(companyId: string, status: QuestRunStatus): Promise<QuestRun[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      QuestRunEntity,
      { company: companyId, status },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 200 },
    );
    return rows.map(questRunFromRow);
  }

  async listTimed(afterId: string | null, limit: number): Promise<QuestRun[]> {
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from quest_run where (due_at is not null or status = 'PAYOUT') and id::text > ? order by id::text limit ?`,
      [afterId ?? '', limit],
    );
    return this.#ordered(rows);
  }

  async #ordered(rows: { id: string }[]): Promise<QuestRun[]> {
    const byId = new Map((await this.findByIds(rows.map((r) => r.id))).map((r) => [r.id, r]));
    return rows.flatMap((r) => byId.get(r.id) ?? []);
  }

  async save(run: QuestRun): Promise<void> {
    await unitOfWork(this.#em).upsert(QuestRunEntity, questRunToRow(run), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'createdAt'],
    });
  }

  cursorOf(run: QuestRun): string {
    return encodeCursor(questRunKey(run));
  }

  async #page(owner: string, ownerId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    const keyset = keysetClause(ORDER_KEY, page);
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from quest_run where ${[owner, 'status in (?)', ...keyset.where].join(' and ')} order by ${keyset.order} limit ?`,
      [ownerId, [...STATUSES_OF_TAB[tab]], ...keyset.params, page.limit] as never[],
    );
    const byId = new Map((await this.findByIds(rows.map((r) => r.id))).map((r) => [r.id, r]));
    return rows.flatMap((r) => byId.get(r.id) ?? []);
  }
}
