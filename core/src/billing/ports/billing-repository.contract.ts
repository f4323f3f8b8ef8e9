import { expect, it } from 'vitest';
import type { Cents } from '../../shared/money.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { BillingInvoice } from '../domain/invoice.entity.ts';
import type { CompanySubscription } from '../domain/subscription.entity.ts';
import type { BillingRepositoryPort } from './billing-repository.port.ts';

export interface BillingRepositoryFixture extends ContractFixture {
  repo: BillingRepositoryPort;
  /** Two companies that exist in the adapter's store. */
  companies: readonly [string, string];
}

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const aSubscription = (companyId: string, changes: Partial<CompanySubscription> = {}): CompanySubscription => ({
  companyId,
  plan: 'pro',
  status: 'active',
  provider: 'sandbox',
  customerId: `cus_${companyId.slice(-4)}`,
  subscriptionId: `sub_${companyId.slice(-4)}`,
  currentPeriodEnd: at(30),
  cancelAtPeriodEnd: false,
  updatedAt: at(1),
  ...changes,
});

const anInvoice = (n: number, companyId: string, changes: Partial<BillingInvoice> = {}): BillingInvoice => ({
  id: id(n),
  companyId,
  provider: 'sandbox',
  providerInvoiceId: `in_${n}`,
  number: `LRK-${n}`,
  description: 'Pro plan',
  amount: 49_900 as Cents,
  status: 'paid',
  periodStart: at(n),
  periodEnd: at(n + 1),
  issuedAt: at(n),
  ...changes,
});

export function describeBillingRepositoryContract(name: string, make: () => Promise<BillingRepositoryFixture>): void {
  describeContract('BillingRepositoryPort', name, make, (fixture) => {
    it('saves a subscription, replaces it on save, and finds it by company and by customer', async () => {
      const { repo, companies } = fixture();
      expect(await repo.findSubscription(companies[0])).toBeNull();
      await repo.saveSubscription(aSubscription(companies[0]));
      await repo.saveSubscription(aSubscription(companies[0], { status: 'past_due', cancelAtPeriodEnd: true }));
      expect(await repo.findSubscription(companies[0])).toEqual(
        aSubscription(companies[0], { status: 'past_due', cancelAtPeriodEnd: true }),
      );
      expect((await repo.findSubscriptionByCustomer('sandbox', `cus_${companies[0].slice(-4)}`))?.companyId).toBe(companies[0]);
      expect(await repo.findSubscriptionByCustomer('stripe', `cus_${companies[0].slice(-4)}`)).toBeNull();
      expect(await repo.findSubscription(companies[1])).toBeNull();
    });

    it('upserts invoices by provider id, keeping the first id, and lists a company newest first', async () => {
      const { repo, companies } = fixture();
      await repo.saveInvoices([anInvoice(1, companies[0], { status: 'open' }), anInvoice(2, companies[0]), anInvoice(3, companies[1])]);
      await repo.saveInvoices([anInvoice(1, companies[0], { id: id(9), status: 'failed' })]);
      const listed = await repo.listInvoices(companies[0], 10);
      expect(listed.map((i) => [i.number, i.status])).toEqual([
        ['LRK-2', 'paid'],
        ['LRK-1', 'failed'],
      ]);
      expect(listed[1]?.id).toBe(id(1));
      expect(await repo.listInvoices(companies[0], 1)).toHaveLength(1);
      expect(await repo.findInvoice(id(3))).toEqual(anInvoice(3, companies[1]));
      expect(await repo.findInvoice(id(77))).toBeNull();
    });
  });
}
