import { VIP_ACTIVATION_TYPES, type VipActivationType, type VipGrant } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import type { VipGrantRepositoryPort } from '@lurkit/core/creator-lists/ports/vip-grant-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { VipGrantEntity, type VipGrantRow } from './creator-lists.entities.ts';

export const vipGrantFromRow = (row: VipGrantRow): VipGrant => ({
  id: row.id,
  companyId: row.company,
  activationType: knownValue(VIP_ACTIVATION_TYPES, row.activationType, 'activationType'),
  activationId: row.activationId,
  creatorId: row.creator,
  waivesLocationAndLanguage: row.waivesLocationAndLanguage,
  grantedBy: row.grantedBy,
  grantedAt: row.grantedAt,
});

export class MikroOrmVipGrantRepository implements VipGrantRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(activationType: VipActivationType, activationId: string, creatorId: string): Promise<VipGrant | null> {
    if (!isUuid(activationId) || !isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(VipGrantEntity, { activationType, activationId, creator: creatorId });
    return row ? vipGrantFromRow(row) : null;
  }

  async save(grant: VipGrant): Promise<void> {
    const { companyId, creatorId, ...rest } = grant;
    // Keyed on the activation and creator: a second grant replaces the first (a double click, a changed waiver).
    await unitOfWork(this.#em).upsert(
      VipGrantEntity,
      { ...rest, company: companyId, creator: creatorId },
      { onConflictFields: ['activationType', 'activationId', 'creator'], onConflictAction: 'merge' },
    );
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).nativeDelete(VipGrantEntity, { id });
  }

  async listByCreator(creatorId: string): Promise<VipGrant[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(VipGrantEntity, { creator: creatorId }, { orderBy: { grantedAt: 'desc', id: 'asc' } });
    return rows.map(vipGrantFromRow);
  }

  async listForCreators(activationType: VipActivationType, activationId: string, creatorIds: readonly string[]): Promise<VipGrant[]> {
    const ids = [...new Set(creatorIds.filter(isUuid))];
    if (!isUuid(activationId) || ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(VipGrantEntity, { activationType, activationId, creator: { $in: ids } });
    return rows.map(vipGrantFromRow);
  }
}
