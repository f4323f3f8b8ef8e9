import type { ActivationType } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { ActivationDirectoryPort, ActivationSummary } from '@lurkit/core/invitations/ports/activation-directory.port.ts';
import type { InvitableCreator, InvitableCreatorDirectoryPort } from '@lurkit/core/invitations/ports/invitable-creator-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { KeyCampaignEntity } from '../keys/key-campaign.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * The activations invitations can be for. Key campaigns are here; a pre-launch one takes invitations
 * only once converted (spec 4). Quests, Missions and Creator Programs join with their slices.
 */
export class TableActivationDirectory implements ActivationDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findActivation(type: ActivationType, id: string): Promise<ActivationSummary | null> {
    if (type !== 'KEY' || !isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(KeyCampaignEntity, { id });
    if (!row) return null;
    const company = await unitOfWork(this.#em).findOne(CompanyEntity, { id: row.company }, { fields: ['name'] });
    return { companyId: row.company, name: row.name, companyName: company?.name ?? '', acceptsInvitations: !row.preLaunch };
  }
}

/** Creators by user id; company users and plain users are not invitable. */
export class AccountsInvitableCreators implements InvitableCreatorDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findCreator(userId: string): Promise<InvitableCreator | null> {
    if (!isUuid(userId)) return null;
    const row = await unitOfWork(this.#em).findOne(UserAccountEntity, { id: userId, userType: 'Creator' });
    return row ? { id: row.id, email: row.email, displayName: row.displayName } : null;
  }

  async findCreators(userIds: readonly string[]): Promise<InvitableCreator[]> {
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(UserAccountEntity, { id: { $in: ids }, userType: 'Creator' });
    return rows.map((row) => ({ id: row.id, email: row.email, displayName: row.displayName }));
  }
}
