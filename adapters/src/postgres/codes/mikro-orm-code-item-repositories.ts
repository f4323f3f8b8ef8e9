import type { CodeEvent } from '@lurkit/core/codes/domain/code-event.entity.ts';
import { CODE_EVENT_TYPES } from '@lurkit/core/codes/domain/code-event.entity.ts';
import type { CodeItem } from '@lurkit/core/codes/domain/code-item.entity.ts';
import type { CodeRequest } from '@lurkit/core/codes/domain/code-request.entity.ts';
import type { CodeEventRepositoryPort } from '@lurkit/core/codes/ports/code-event-repository.port.ts';
import type { CodeItemRepositoryPort } from '@lurkit/core/codes/ports/code-item-repository.port.ts';
import type { CodeRequestRepositoryPort } from '@lurkit/core/codes/ports/code-request-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CodeEventEntity, CodeItemEntity, CodeRequestEntity } from './codes.entities.ts';
import { codeItemFromRow, codeItemToRow, codeRequestFromRow, codeRequestToRow } from './codes.mappers.ts';

export class MikroOrmCodeItemRepository implements CodeItemRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<CodeItem | null> {
    return findRowById(this.#em, CodeItemEntity, id, codeItemFromRow);
  }

  async listByCompany(companyId: string): Promise<CodeItem[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(CodeItemEntity, { company: companyId }, { orderBy: { name: 'asc', id: 'asc' } });
    return rows.map(codeItemFromRow);
  }

  async save(item: CodeItem): Promise<void> {
    await unitOfWork(this.#em).upsert(CodeItemEntity, codeItemToRow(item), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id'],
    });
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    // Codes, their events and asks for more go with it (foreign keys on delete cascade).
    await unitOfWork(this.#em).execute('delete from code_item where id = ?', [id]);
  }
}

export class MikroOrmCodeRequestRepository implements CodeRequestRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listOpenByItem(itemId: string): Promise<CodeRequest[]> {
    if (!isUuid(itemId)) return [];
    const rows = await unitOfWork(this.#em).find(
      CodeRequestEntity,
      { item: itemId, status: 'open' },
      { orderBy: { requestedAt: 'asc', id: 'asc' } },
    );
    return rows.map(codeRequestFromRow);
  }

  async save(request: CodeRequest): Promise<void> {
    await unitOfWork(this.#em).upsert(CodeRequestEntity, codeRequestToRow(request), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id'],
    });
  }

  async addOpen(request: CodeRequest): Promise<boolean> {
    // The partial unique index (one open request per item, creator and platform) decides a race.
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `insert into code_request (id, company_id, item_id, creator_id, platform, status, requested_at, resolved_at)
       values (?, ?, ?, ?, ?, 'open', ?, null) on conflict do nothing returning id`,
      [request.id, request.companyId, request.itemId, request.creatorId, request.platform, request.requestedAt] as never[],
    );
    return rows.length === 1;
  }
}

/** Rows per statement: 6 parameters each, well under PostgreSQL's 65,535. */
const EVENT_CHUNK = 5_000;

export class MikroOrmCodeEventRepository implements CodeEventRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async record(event: CodeEvent): Promise<void> {
    const { codeId, ...rest } = event;
    await unitOfWork(this.#em).insert(CodeEventEntity, { ...rest, code: codeId });
  }

  async recordAll(events: readonly CodeEvent[]): Promise<void> {
    // Multi-row inserts in chunks: an allocation may move thousands of codes.
    for (let i = 0; i < events.length; i += EVENT_CHUNK) {
      const chunk = events.slice(i, i + EVENT_CHUNK);
      await unitOfWork(this.#em).execute(
        `insert into code_event (id, code_id, company_id, type, user_id, at) values ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap((e) => [e.id, e.codeId, e.companyId, e.type, e.userId, e.at]) as never[],
      );
    }
  }

  async listByCode(codeId: string): Promise<CodeEvent[]> {
    if (!isUuid(codeId)) return [];
    const rows = await unitOfWork(this.#em).find(CodeEventEntity, { code: codeId }, { orderBy: { at: 'asc', id: 'asc' } });
    return rows.map((row) => ({
      id: row.id,
      codeId: row.code,
      companyId: row.companyId,
      type: knownValue(CODE_EVENT_TYPES, row.type, 'type'),
      userId: row.userId,
      at: row.at,
    }));
  }
}
