import type { Session } from '@lurkit/core/accounts/domain/session.entity.ts';
import type { SessionRepositoryPort } from '@lurkit/core/accounts/ports/session-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountChangeListener } from '../../caching/session-view-cache.ts';
import { SessionEntity } from './session.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { sessionFromRow, sessionToRow } from './session.mapper.ts';

export class MikroOrmSessionRepository implements SessionRepositoryPort {
  readonly #em: EntityManager;
  readonly #changes: AccountChangeListener | undefined;

  /** `changes` hears of every write a cached session view shows (see caching/session-view-cache.ts). */
  constructor(em: EntityManager, changes?: AccountChangeListener) {
    this.#em = em;
    this.#changes = changes;
  }

  async findById(id: string): Promise<Session | null> {
    const row = await unitOfWork(this.#em).findOne(SessionEntity, { id });
    return row ? sessionFromRow(row) : null;
  }

  async save(session: Session): Promise<void> {
    await unitOfWork(this.#em).upsert(SessionEntity, sessionToRow(session));
  }

  async delete(id: string): Promise<void> {
    await unitOfWork(this.#em).nativeDelete(SessionEntity, { id });
    this.#changes?.changed({ sessionIds: [id] });
  }

  async deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    if (!isUuid(userId)) return;
    const except = exceptSessionId === undefined ? {} : { id: { $ne: exceptSessionId } };
    await unitOfWork(this.#em).nativeDelete(SessionEntity, { user: userId, ...except });
    this.#changes?.changed({ userIds: [userId] });
  }
}
