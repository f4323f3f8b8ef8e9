import { planCharge } from '../../ledger/ports/money-movements.ts';
import { newId } from '../../shared/ids.ts';
import type { BillingInvoice } from '../domain/invoice.entity.ts';
import type { CompanySubscription } from '../domain/subscription.entity.ts';
import { planInvoiceReference } from '../domain/tax-document.entity.ts';
import type { ProviderInvoice } from '../ports/subscription-gateway.port.ts';
import type { BillingDeps } from './billing-deps.ts';
import { IssueTaxDocuments } from './issue-tax-documents.ts';

export type SyncBillingDeps = Pick<
  BillingDeps,
  'billing' | 'gateway' | 'clock' | 'ledger' | 'documents' | 'details' | 'directory' | 'seller' | 'vatRates'
>;

/**
 * A paid plan invoice's money and document, in the caller's transaction: the card's charge in the
 * ledger and our invoice for it, both keyed by the provider's invoice, so a replay changes nothing.
 * The document is issued first: its series' lock makes a concurrent sync of the same invoice wait,
 * then answer the same document, whose ledger transaction is posted once by its id.
 */
async function recordPlanCharge(deps: SyncBillingDeps, companyId: string, invoice: ProviderInvoice): Promise<string | null> {
  if (invoice.status !== 'paid' || invoice.amount <= 0) return null;
  const reference = planInvoiceReference(deps.gateway.provider, invoice.id);
  const known = await deps.documents.findBySource({ kind: 'planInvoice', id: reference });
  const charge = (id: string) =>
    planCharge({ id, postedAt: invoice.issuedAt }, { invoiceId: reference, companyId, amount: invoice.amount });
  const document = known ?? (await new IssueTaxDocuments(deps).invoicePlan(charge(newId()), invoice));
  if (!document) return null;
  const posted = await deps.ledger.post(charge(document.ledgerTransactionId));
  if (!posted.ok) throw posted.error;
  return document.number;
}

/**
 * Copies the provider's record of one company's subscription and invoices, each paid invoice
 * charged in the ledger and invoiced in our series: the provider is the truth, so whatever event arrives (checkout done, invoice paid or failed, subscription changed,
 * replayed or out of order) the same read gives the same rows.
 */
export async function syncBilling(
  deps: SyncBillingDeps,
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
  const ours = new Map<string, string>();
  for (const invoice of invoices) {
    const number = await recordPlanCharge(deps, input.companyId, invoice);
    if (number) ours.set(invoice.id, number);
  }
  await deps.billing.saveInvoices(
    invoices.map((invoice): BillingInvoice => ({
      id: newId(),
      companyId: input.companyId,
      provider: deps.gateway.provider,
      providerInvoiceId: invoice.id,
      // A paid invoice reads with our number; an unpaid one is still only the provider's bill.
      number: ours.get(invoice.id) ?? invoice.number,
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
