import type { ActivationType } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import {
  activationKey,
  type ActivationDirectoryPort,
  type ActivationSummary,
} from '@lurkit/core/invitations/ports/activation-directory.port.ts';
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
    return (await this.findActivations([{ type, id }])).get(activationKey(type, id)) ?? null;
  }

  /** Two reads whatever the count: the Key campaigns, then their companies' names. */
  async findActivations(refs: readonly { type: ActivationType; id: string }[]): Promise<Map<string, ActivationSummary>> {
    const ids = [...new Set(refs.filter((r) => r.type === 'KEY' && isUuid(r.id)).map((r) => r.id))];
    const found = new Map<string, ActivationSummary>();
    if (ids.length === 0) return found;
    const rows = await unitOfWork(this.#em).find(KeyCampaignEntity, { id: { $in: ids } });
    const companyIds = [...new Set(rows.map((row) => row.company))];
    const companies = await unitOfWork(this.#em).find(CompanyEntity, { id: { $in: companyIds } }, { fields: ['id', 'name', 'isVerified'] });
    const byId = new Map(companies.map((c) => [c.id, c]));
    for (const row of rows)
      found.set(activationKey('KEY', row.id), {
        companyId: row.company,
        name: row.name,
        companyName: byId.get(row.company)?.name ?? '',
        companyVerified: byId.get(row.company)?.isVerified ?? false,
        acceptsInvitations: !row.preLaunch,
      });
    return found;
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

  async findCreatorByEmail(email: string): Promise<InvitableCreator | null> {
    const rows = await unitOfWork(this.#em).execute<{ id: string; email: string; display_name: string }[]>(
      `select id, email, display_name from user_account where lower(email) = lower(?) and user_type = 'Creator' limit 1`,
      [email],
    );
    const row = rows[0];
    return row ? { id: row.id, email: row.email, displayName: row.display_name } : null;
  }

  async findCreators(userIds: readonly string[]): Promise<InvitableCreator[]> {
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(UserAccountEntity, { id: { $in: ids }, userType: 'Creator' });
    return rows.map((row) => ({ id: row.id, email: row.email, displayName: row.displayName }));
  }
}
