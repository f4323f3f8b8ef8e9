import { newId } from '../../shared/ids.ts';
import type { BillingInvoice } from '../domain/invoice.entity.ts';
import type { CompanySubscription } from '../domain/subscription.entity.ts';
import type { BillingDeps } from './billing-deps.ts';

/**
 * Copies the provider's record of one company's subscription and invoices: the provider is the
 * truth, so whatever event arrives (checkout done, invoice paid or failed, subscription changed,
 * replayed or out of order) the same read gives the same rows.
 */
export async function syncBilling(
  deps: Pick<BillingDeps, 'billing' | 'gateway' | 'clock'>,
  input: { companyId: string; customerId: string; subscriptionId: string },
): Promise<CompanySubscription | null> {
  const remote = await deps.gateway.getSubscription(input.subscriptionId);
  if (!remote) return null;
  const subscription: CompanySubscription = {
    companyId: input.companyId,
    plan: remote.plan,
    status: remote.status,
    provider: deps.gateway.provider,
    customerId: remote.customerId,
    subscriptionId: remote.id,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    updatedAt: deps.clock.now(),
  };
  await deps.billing.saveSubscription(subscription);
  const invoices = await deps.gateway.listInvoices(remote.customerId);
  await deps.billing.saveInvoices(
    invoices.map((invoice): BillingInvoice => ({
      id: newId(),
      companyId: input.companyId,
      provider: deps.gateway.provider,
      providerInvoiceId: invoice.id,
      number: invoice.number,
      description: invoice.description,
      amount: invoice.amount,
      status: invoice.status,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      issuedAt: invoice.issuedAt,
    })),
  );
  return subscription;
}
