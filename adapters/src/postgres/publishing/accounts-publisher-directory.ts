import type { Publisher, PublisherDirectoryPort } from '@lurkit/core/publishing/ports/publisher-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import type { AccountChangeListener } from '../../caching/session-view-cache.ts';

/** Publishers from the accounts tables: the user's company, whether its account is reviewed, and email verification. */
export class AccountsPublisherDirectory implements PublisherDirectoryPort {
  readonly #em: EntityManager;
  readonly #changes: AccountChangeListener | undefined;

  /** `changes` hears that a company became reviewed: its members' sessions show it. */
  constructor(em: EntityManager, changes?: AccountChangeListener) {
    this.#em = em;
    this.#changes = changes;
  }

  async findPublisher(userId: string): Promise<Publisher | null> {
    if (!isUuid(userId)) return null;
    const [row] = await unitOfWork(this.#em).execute<
      { id: string; email_verified_at: Date | null; company_id: string | null; is_verified: boolean | null }[]
    >(
      `select u.id, u.email_verified_at, m.company_id, c.is_verified
         from user_account u left join company_member m on m.user_id = u.id left join company c on c.id = m.company_id
         where u.id = ?`,
      [userId],
    );
    if (!row) return null;
    return {
      userId: row.id,
      companyId: row.company_id,
      emailVerified: row.email_verified_at !== null,
      companyReviewed: row.is_verified === true,
    };
  }

  async markCompanyReviewed(companyId: string): Promise<void> {
    if (!isUuid(companyId)) return;
    await unitOfWork(this.#em).execute('update company set is_verified = true where id = ?', [companyId]);
    this.#changes?.changed({ companyIds: [companyId] });
  }
}
