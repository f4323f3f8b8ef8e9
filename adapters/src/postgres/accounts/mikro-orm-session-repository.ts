import type { Session } from '@lurkit/core/accounts/domain/session.entity.ts';
import type { SessionRepositoryPort } from '@lurkit/core/accounts/ports/session-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionEntity } from './session.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { sessionFromRow, sessionToRow } from './session.mapper.ts';

export class MikroOrmSessionRepository implements SessionRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
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
  }

  async deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    if (!isUuid(userId)) return;
    const except = exceptSessionId === undefined ? {} : { id: { $ne: exceptSessionId } };
    await unitOfWork(this.#em).nativeDelete(SessionEntity, { user: userId, ...except });
  }
}
