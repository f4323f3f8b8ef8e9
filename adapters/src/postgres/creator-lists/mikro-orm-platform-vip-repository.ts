import type { PlatformVip } from '@lurkit/core/creator-lists/domain/platform-vip.entity.ts';
import type { PlatformVipRepositoryPort } from '@lurkit/core/creator-lists/ports/platform-vip-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { PlatformVipEntity, type PlatformVipRow } from './creator-lists.entities.ts';

const fromRow = (row: PlatformVipRow): PlatformVip => ({
  creatorId: row.creator,
  waivesLocationAndLanguage: row.waivesLocationAndLanguage,
  grantedBy: row.grantedBy,
  grantedAt: row.grantedAt,
});

export class MikroOrmPlatformVipRepository implements PlatformVipRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(creatorId: string): Promise<PlatformVip | null> {
    if (!isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(PlatformVipEntity, { creator: creatorId });
    return row ? fromRow(row) : null;
  }

  async save(vip: PlatformVip): Promise<void> {
    const { creatorId, ...rest } = vip;
    await unitOfWork(this.#em).upsert(
      PlatformVipEntity,
      { ...rest, creator: creatorId },
      { onConflictFields: ['creator'], onConflictAction: 'merge' },
    );
  }

  async delete(creatorId: string): Promise<void> {
    if (!isUuid(creatorId)) return;
    await unitOfWork(this.#em).nativeDelete(PlatformVipEntity, { creator: creatorId });
  }

  async list(): Promise<PlatformVip[]> {
    const rows = await unitOfWork(this.#em).find(PlatformVipEntity, {}, { orderBy: { grantedAt: 'desc', creator: 'asc' } });
    return rows.map(fromRow);
  }
}
