import { ACTIVATION_TYPES, type ActivationType } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import {
  activationKey,
  type ActivationDirectoryPort,
  type ActivationSummary,
} from '@lurkit/core/invitations/ports/activation-directory.port.ts';
import type { InvitableCreator, InvitableCreatorDirectoryPort } from '@lurkit/core/invitations/ports/invitable-creator-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Where each activation type lives, and when it takes invitations: a pre-launch Key campaign only once
 * converted (spec 4). Quests, Missions and Creator Programs take them whatever their state: a company
 * invites to a draft it is about to publish, and a hidden Quest is exactly what invitations are for.
 */
const ACTIVATION_TABLES: Record<ActivationType, { table: string; accepts: string }> = {
  KEY: { table: 'key_campaign', accepts: 'not a.pre_launch' },
  QUEST: { table: 'quest', accepts: 'true' },
  MISSION: { table: 'mission', accepts: 'true' },
  CREATOR_PROGRAM: { table: 'creator_program', accepts: 'true' },
};

interface ActivationRow {
  id: string;
  name: string;
  company_id: string;
  company_name: string;
  is_verified: boolean;
  accepts: boolean;
}

/** The Key campaigns, Quests, Missions and Creator Programs invitations can be for. */
export class TableActivationDirectory implements ActivationDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findActivation(type: ActivationType, id: string): Promise<ActivationSummary | null> {
    return (await this.findActivations([{ type, id }])).get(activationKey(type, id)) ?? null;
  }

  /** One read per activation type asked for (at most four), joined with the companies. */
  async findActivations(refs: readonly { type: ActivationType; id: string }[]): Promise<Map<string, ActivationSummary>> {
    const found = new Map<string, ActivationSummary>();
    for (const type of ACTIVATION_TYPES) {
      const ids = [...new Set(refs.filter((r) => r.type === type && isUuid(r.id)).map((r) => r.id))];
      if (ids.length === 0) continue;
      const { table, accepts } = ACTIVATION_TABLES[type];
      const rows = await unitOfWork(this.#em).execute<ActivationRow[]>(
        `select a.id, a.name, a.company_id, c.name as company_name, c.is_verified, ${accepts} as accepts
         from ${table} a join company c on c.id = a.company_id where a.id in (?)`,
        [ids],
      );
      for (const row of rows)
        found.set(activationKey(type, row.id), {
          companyId: row.company_id,
          name: row.name,
          companyName: row.company_name,
          companyVerified: row.is_verified,
          acceptsInvitations: row.accepts,
        });
    }
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
