import type { ApiTokenOwnersPort } from '@lurkit/core/api-tokens/ports/api-token-owners.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Owners from the accounts' company members, read on every bearer call (no cache outlives a change). */
export class AccountsApiTokenOwners implements ApiTokenOwnersPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async isActiveOwner(companyId: string, userId: string): Promise<boolean> {
    if (!isUuid(companyId) || !isUuid(userId)) return false;
    const rows = await unitOfWork(this.#em).execute<{ one: number }[]>(
      `select 1 as one from company_member m join user_account u on u.id = m.user_id
        where m.company_id = ? and m.user_id = ? and m.is_owner and u.status = 'active'`,
      [companyId, userId] as never[],
    );
    return rows.length > 0;
  }
}
