import type { BillingInvoice } from '@lurkit/core/billing/domain/invoice.entity.ts';
import { INVOICE_STATUSES } from '@lurkit/core/billing/domain/invoice.entity.ts';
import { PLAN_IDS } from '@lurkit/core/billing/domain/plan.ts';
import {
  BILLING_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  type BillingProvider,
  type CompanySubscription,
} from '@lurkit/core/billing/domain/subscription.entity.ts';
import type { BillingRepositoryPort } from '@lurkit/core/billing/ports/billing-repository.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import {
  BillingInvoiceEntity,
  CompanySubscriptionEntity,
  type BillingInvoiceRow,
  type CompanySubscriptionRow,
} from './billing.entities.ts';

const subscriptionFromRow = (row: CompanySubscriptionRow): CompanySubscription => ({
  companyId: row.company,
  plan: knownValue(PLAN_IDS, row.plan, 'plan'),
  status: knownValue(SUBSCRIPTION_STATUSES, row.status, 'status'),
  provider: knownValue(BILLING_PROVIDERS, row.provider, 'provider'),
  customerId: row.customerId ?? null,
  subscriptionId: row.subscriptionId ?? null,
  currentPeriodEnd: row.currentPeriodEnd ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  updatedAt: row.updatedAt,
});

const invoiceFromRow = (row: BillingInvoiceRow): BillingInvoice => ({
  id: row.id,
  companyId: row.company,
  provider: knownValue(BILLING_PROVIDERS, row.provider, 'provider'),
  providerInvoiceId: row.providerInvoiceId,
  number: row.number,
  description: row.description,
  amount: centsOf(row.amountCents),
  status: knownValue(INVOICE_STATUSES, row.status, 'status'),
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  issuedAt: row.issuedAt,
});

export class MikroOrmBillingRepository implements BillingRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findSubscription(companyId: string): Promise<CompanySubscription | null> {
    if (!isUuid(companyId)) return null;
    const row = await unitOfWork(this.#em).findOne(CompanySubscriptionEntity, { company: companyId });
    return row ? subscriptionFromRow(row) : null;
  }

  async findSubscriptionByCustomer(provider: BillingProvider, customerId: string): Promise<CompanySubscription | null> {
    const row = await unitOfWork(this.#em).findOne(CompanySubscriptionEntity, { provider, customerId });
    return row ? subscriptionFromRow(row) : null;
  }

  async saveSubscription(s: CompanySubscription): Promise<void> {
    await unitOfWork(this.#em).upsert(CompanySubscriptionEntity, {
      company: s.companyId,
      plan: s.plan,
      status: s.status,
      provider: s.provider,
      customerId: s.customerId,
      subscriptionId: s.subscriptionId,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      updatedAt: s.updatedAt,
    });
  }

  /** One statement per invoice; on a known provider invoice only what the provider may change moves. */
  async saveInvoices(invoices: readonly BillingInvoice[]): Promise<void> {
    const em = unitOfWork(this.#em);
    for (const i of invoices) {
      await em.execute(
        `insert into billing_invoice (id, company_id, provider, provider_invoice_id, number, description, amount_cents, status, period_start, period_end, issued_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (provider, provider_invoice_id) do update set status = excluded.status, number = excluded.number, amount_cents = excluded.amount_cents`,
        [
          i.id,
          i.companyId,
          i.provider,
          i.providerInvoiceId,
          i.number,
          i.description,
          i.amount,
          i.status,
          i.periodStart,
          i.periodEnd,
          i.issuedAt,
        ],
      );
    }
  }

  async listInvoices(companyId: string, limit: number): Promise<readonly BillingInvoice[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      BillingInvoiceEntity,
      { company: companyId },
      { orderBy: { issuedAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(invoiceFromRow);
  }

  async findInvoice(id: string): Promise<BillingInvoice | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(BillingInvoiceEntity, { id });
    return row ? invoiceFromRow(row) : null;
  }
}
