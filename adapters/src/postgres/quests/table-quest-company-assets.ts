import type { QuestCompanyAssetsPort } from '@lurkit/core/quests/ports/quest-company-assets.port.ts';
import type { QuestInvitationsPort } from '@lurkit/core/quests/ports/quest-invitations.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Reads the Code Manager's and creator lists' tables for ownership only. */
export class TableQuestCompanyAssets implements QuestCompanyAssetsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  ownedCodeItemIds(companyId: string, ids: readonly string[]): Promise<string[]> {
    return this.#owned('code_item', companyId, ids);
  }

  ownedCreatorListIds(companyId: string, ids: readonly string[]): Promise<string[]> {
    return this.#owned('creator_list', companyId, ids);
  }

  async #owned(table: 'code_item' | 'creator_list', companyId: string, ids: readonly string[]): Promise<string[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0 || !isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(`select id from ${table} where company_id = ? and id in (?)`, [
      companyId,
      valid,
    ]);
    return rows.map((r) => r.id);
  }
}

/** The invitations context's table: Quest invitations addressed to the creator, not rejected. */
export class TableQuestInvitations implements QuestInvitationsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async invitedQuestIds(creatorId: string): Promise<string[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ activation_id: string }[]>(
      `select activation_id from creator_invitation where activation_type = 'QUEST' and creator_id = ? and status <> 'REJECTED' limit 500`,
      [creatorId],
    );
    return rows.map((r) => r.activation_id);
  }
}
