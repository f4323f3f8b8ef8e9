import type { VipActivationType } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import type { CreatorLookupPort } from '@lurkit/core/creator-lists/ports/creator-lookup.port.ts';
import type { VipActivationDirectoryPort } from '@lurkit/core/creator-lists/ports/vip-activation-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { KeyCampaignEntity } from '../keys/key-campaign.entity.ts';
import { MissionEntity } from '../missions/mission.entity.ts';
import { CreatorProgramEntity } from '../programs/creator-program.entity.ts';
import { QuestEntity } from '../quests/quest.entity.ts';
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

/** The activation a grant is for, with the company that runs it, whatever its type. */
export class TableVipActivationDirectory implements VipActivationDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findActivation(type: VipActivationType, id: string): Promise<{ companyId: string } | null> {
    if (!isUuid(id)) return null;
    const em = unitOfWork(this.#em);
    const options = { fields: ['company'] } as const;
    const row =
      type === 'KEY'
        ? await em.findOne(KeyCampaignEntity, { id }, options)
        : type === 'QUEST'
          ? await em.findOne(QuestEntity, { id }, options)
          : type === 'MISSION'
            ? await em.findOne(MissionEntity, { id }, options)
            : await em.findOne(CreatorProgramEntity, { id }, options);
    return row ? { companyId: row.company } : null;
  }
}
