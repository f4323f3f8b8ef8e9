import type {
  BillingCompanyDirectoryPort,
  BillingMembership,
  QuestCharge,
  QuestRunParties,
} from '@lurkit/core/billing/ports/billing-company-directory.port.ts';
import { questRunDescription } from '@lurkit/core/billing/domain/quest-run-line.ts';
import { memberLimitOf } from '@lurkit/core/billing/application/check-plan-feature.ts';
import type { CompanyMemberLimitsPort } from '@lurkit/core/accounts/ports/company-member-limits.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { MikroOrmBillingRepository } from './mikro-orm-billing-repository.ts';

/** The actor's company and its member count in one read; paid Quest runs from quest_payment's lines. */
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

  /**
   * One statement line per paid run rather than per checkout: an accountant matches each charge to the
   * Quest, the run and the creator it paid for (a checkout's lines sum to its total).
   */
  async paidQuestCharges(companyId: string): Promise<readonly QuestCharge[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<
      { paymentId: string; runId: string; paidAt: Date; amount: number; quest: string | null; creator: string | null }[]
    >(
      `select p.id as "paymentId", l.run_id as "runId", p.completed_at as "paidAt", l.amount_cents as amount,
              q.name as quest, u.display_name as creator
       from quest_payment p join quest_payment_line l on l.payment_id = p.id
       left join quest q on q.id = l.quest_id left join user_account u on u.id = l.creator_id
       where p.company_id = ? and p.status = 'paid' and p.completed_at is not null order by p.completed_at, p.id, l.position`,
      [companyId],
    );
    return rows.map((r) => ({
      id: `${r.paymentId}:${r.runId}`,
      paidAt: new Date(r.paidAt),
      amount: centsOf(Number(r.amount)),
      description: questRunDescription({ runId: r.runId, questName: r.quest, creatorName: r.creator }),
    }));
  }

  async checkoutRuns(checkoutId: string): Promise<readonly QuestRunParties[] | null> {
    if (!isUuid(checkoutId)) return null;
    const uow = unitOfWork(this.#em);
    const [payment] = await uow.execute<{ id: string }[]>('select id from quest_payment where id = ?', [checkoutId]);
    if (!payment) return null;
    const rows = await uow.execute<PartiesRow[]>(`${PARTIES} where l.payment_id = ? order by l.position`, [checkoutId]);
    return rows.map(partiesOf);
  }

  /** The run's line in the checkout that paid it (the latest paid one, should a run have been in two carts). */
  async paidRun(runId: string): Promise<(QuestRunParties & { checkoutId: string | null }) | null> {
    if (!isUuid(runId)) return null;
    const uow = unitOfWork(this.#em);
    const [line] = await uow.execute<(PartiesRow & { checkoutId: string })[]>(
      `${PARTIES} join quest_payment p on p.id = l.payment_id where l.run_id = ?
       order by (p.status = 'paid') desc, p.completed_at desc nulls last limit 1`,
      [runId],
    );
    if (line) return { ...partiesOf(line), checkoutId: line.checkoutId };
    const [run] = await uow.execute<PartiesRow[]>(
      `select r.id as "runId", q.name as quest, u.display_name as creator, 0 as amount from quest_run r
       left join quest q on q.id = r.quest_id left join user_account u on u.id = r.creator_id where r.id = ?`,
      [runId],
    );
    return run ? { ...partiesOf(run), checkoutId: null } : null;
  }

  async companyName(companyId: string): Promise<string | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await unitOfWork(this.#em).execute<{ name: string }[]>('select name from company where id = ?', [companyId]);
    return row?.name ?? null;
  }
}

type PartiesRow = { runId: string; quest: string | null; creator: string | null; amount: number };
const PARTIES = `select l.run_id as "runId", q.name as quest, u.display_name as creator, l.amount_cents as amount, l.payment_id as "checkoutId"
  from quest_payment_line l left join quest q on q.id = l.quest_id left join user_account u on u.id = l.creator_id`;
const partiesOf = (r: PartiesRow): QuestRunParties => ({
  runId: r.runId,
  questName: r.quest,
  creatorName: r.creator,
  amount: centsOf(Number(r.amount)),
});

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
