import type { BillingInvoice } from '../domain/invoice.entity.ts';
import type { BillingProvider, CompanySubscription } from '../domain/subscription.entity.ts';

export interface BillingRepositoryPort {
  findSubscription(companyId: string): Promise<CompanySubscription | null>;
  findSubscriptionByCustomer(provider: BillingProvider, customerId: string): Promise<CompanySubscription | null>;
  saveSubscription(subscription: CompanySubscription): Promise<void>;
  /** Upserts by (provider, providerInvoiceId): a known invoice keeps its id and takes the new status. */
  saveInvoices(invoices: readonly BillingInvoice[]): Promise<void>;
  /** Newest first, at most `limit` (a plan invoices monthly: a page covers years). */
  listInvoices(companyId: string, limit: number): Promise<readonly BillingInvoice[]>;
  findInvoice(id: string): Promise<BillingInvoice | null>;
}
