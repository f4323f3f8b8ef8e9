import type { BillingInvoice } from '../domain/invoice.entity.ts';
import type { BillingProvider, CompanySubscription } from '../domain/subscription.entity.ts';
import type { BillingRepositoryPort } from '../ports/billing-repository.port.ts';

export class InMemoryBillingRepository implements BillingRepositoryPort {
  readonly #subscriptions = new Map<string, CompanySubscription>();
  readonly #invoices = new Map<string, BillingInvoice>();

  async findSubscription(companyId: string) {
    return this.#subscriptions.get(companyId) ?? null;
  }

  async findSubscriptionByCustomer(provider: BillingProvider, customerId: string) {
    return [...this.#subscriptions.values()].find((s) => s.provider === provider && s.customerId === customerId) ?? null;
  }

  async saveSubscription(subscription: CompanySubscription) {
    this.#subscriptions.set(subscription.companyId, subscription);
  }

  async saveInvoices(invoices: readonly BillingInvoice[]) {
    for (const invoice of invoices) {
      const known = [...this.#invoices.values()].find(
        (i) => i.provider === invoice.provider && i.providerInvoiceId === invoice.providerInvoiceId,
      );
      this.#invoices.set(known?.id ?? invoice.id, { ...invoice, id: known?.id ?? invoice.id });
    }
  }

  async listInvoices(companyId: string, limit: number) {
    return [...this.#invoices.values()]
      .filter((i) => i.companyId === companyId)
      .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, limit);
  }

  async findInvoice(id: string) {
    return this.#invoices.get(id) ?? null;
  }
}
