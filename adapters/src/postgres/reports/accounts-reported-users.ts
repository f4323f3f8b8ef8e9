import type { ReportedUsersPort } from '@lurkit/core/reports/ports/reported-users.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

export class AccountsReportedUsers implements ReportedUsersPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async existing(userIds: readonly string[]): Promise<Set<string>> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return new Set();
    const rows = await unitOfWork(this.#em).find(UserAccountEntity, { id: { $in: ids } }, { fields: ['id'] });
    return new Set(rows.map((r) => r.id));
  }
}
