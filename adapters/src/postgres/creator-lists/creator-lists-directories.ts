import type { VipActivationType } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import type { CreatorLookupPort } from '@lurkit/core/creator-lists/ports/creator-lookup.port.ts';
import type { VipActivationDirectoryPort } from '@lurkit/core/creator-lists/ports/vip-activation-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { KeyCampaignEntity } from '../keys/key-campaign.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Creator accounts among user ids, in one read; company users and plain users cannot be on a list. */
export class AccountsCreatorLookup implements CreatorLookupPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async existingCreatorIds(ids: readonly string[]): Promise<string[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(UserAccountEntity, { id: { $in: valid }, userType: 'Creator' }, { fields: ['id'] });
    return rows.map((r) => r.id);
  }
}

/** The activations VIP access can be granted for: Key campaigns; Creator Programs join with their slice. */
export class TableVipActivationDirectory implements VipActivationDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findActivation(type: VipActivationType, id: string): Promise<{ companyId: string } | null> {
    if (type !== 'KEY' || !isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(KeyCampaignEntity, { id }, { fields: ['company'] });
    return row ? { companyId: row.company } : null;
  }
}
