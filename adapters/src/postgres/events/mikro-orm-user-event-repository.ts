import type { UserEvent, UserEventRepositoryPort } from '@lurkit/core/events/user-event-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserEventEntity } from './user-event.entity.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** Stores product events such as User Init (POST /api/events). */
export class MikroOrmUserEventRepository implements UserEventRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async record(event: UserEvent): Promise<void> {
    const { userId, ...row } = event;
    await unitOfWork(this.#em).insert(UserEventEntity, { ...row, user: userId });
  }

  /** Newest first; for operators and tests. */
  async listRecent(limit = 50): Promise<UserEvent[]> {
    const rows = await unitOfWork(this.#em).find(UserEventEntity, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      userId: row.user ?? null,
      deviceId: row.deviceId ?? null,
      data: row.data,
      metaData: row.metaData,
      createdAt: row.createdAt,
    }));
  }
}
