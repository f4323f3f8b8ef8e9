import type {
  BillingCompanyDirectoryPort,
  BillingMembership,
  QuestCharge,
} from '@lurkit/core/billing/ports/billing-company-directory.port.ts';
import { memberLimitOf } from '@lurkit/core/billing/application/check-plan-feature.ts';
import type { CompanyMemberLimitsPort } from '@lurkit/core/accounts/ports/company-member-limits.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { MikroOrmBillingRepository } from './mikro-orm-billing-repository.ts';

/** The actor's company and its member count in one read; paid Quest checkouts from quest_payment. */
export class AccountsBillingDirectory implements BillingCompanyDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async membershipOf(userId: string): Promise<BillingMembership | null> {
    if (!isUuid(userId)) return null;
    const [row] = await unitOfWork(this.#em).execute<
      { companyId: string; companyName: string; billingEmail: string | null; isOwner: boolean; memberCount: string }[]
    >(
      `select c.id as "companyId", c.name as "companyName", c.billing_email as "billingEmail", m.is_owner as "isOwner",
              (select count(*) from company_member all_m where all_m.company_id = c.id) as "memberCount"
       from company_member m join company c on c.id = m.company_id where m.user_id = ?`,
      [userId],
    );
    return row ? { ...row, memberCount: Number(row.memberCount) } : null;
  }

  async paidQuestCharges(companyId: string): Promise<readonly QuestCharge[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ id: string; paidAt: Date; amount: number; lines: string }[]>(
      `select p.id, p.completed_at as "paidAt", p.total_cents as amount, (select count(*) from quest_payment_line l where l.payment_id = p.id) as lines
       from quest_payment p where p.company_id = ? and p.status = 'paid' and p.completed_at is not null order by p.completed_at, p.id`,
      [companyId],
    );
    return rows.map((r) => ({
      id: r.id,
      paidAt: new Date(r.paidAt),
      amount: centsOf(Number(r.amount)),
      description: `Quest payment (${r.lines} ${Number(r.lines) === 1 ? 'creator' : 'creators'})`,
    }));
  }
}

/** Seats per company from its plan, for the accounts context. */
export class PlanMemberLimits implements CompanyMemberLimitsPort {
  readonly #billing: MikroOrmBillingRepository;

  constructor(em: EntityManager) {
    this.#billing = new MikroOrmBillingRepository(em);
  }

  memberLimitOf(companyId: string): Promise<number> {
    return memberLimitOf({ billing: this.#billing }, companyId);
  }
}
