import type { CreatorAccess } from '@lurkit/core/accounts/creator-access/domain/creator-access.entity.ts';
import type { CreatorAccessStatus } from '@lurkit/core/accounts/creator-access/domain/creator-access.machine.ts';
import type { CreatorAccessRepositoryPort } from '@lurkit/core/accounts/creator-access/ports/creator-access-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../../shared/unit-of-work.ts';
import { CreatorAccessEntity } from './creator-access.entity.ts';

export class MikroOrmCreatorAccessRepository implements CreatorAccessRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByUserId(userId: string): Promise<CreatorAccess | null> {
    if (!isUuid(userId)) return null;
    const row = await unitOfWork(this.#em).findOne(CreatorAccessEntity, { user: userId });
    if (!row) return null;
    return {
      userId: row.user,
      status: row.status as CreatorAccessStatus,
      requestedAt: row.requestedAt ?? null,
      decidedAt: row.decidedAt ?? null,
      channels: row.channels,
    };
  }

  async save(access: CreatorAccess): Promise<void> {
    await unitOfWork(this.#em).upsert(
      CreatorAccessEntity,
      {
        user: access.userId,
        status: access.status,
        requestedAt: access.requestedAt,
        decidedAt: access.decidedAt,
        channels: [...access.channels],
      },
      { onConflictFields: ['user'], onConflictAction: 'merge' },
    );
  }
}
