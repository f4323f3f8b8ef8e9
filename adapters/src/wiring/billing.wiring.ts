import type { BillingDeps } from '@lurkit/core/billing/application/billing-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsBillingDirectory } from '../postgres/billing/accounts-billing-directory.ts';
import { MikroOrmBillingRepository } from '../postgres/billing/mikro-orm-billing-repository.ts';
import { MikroOrmBillingDetails, MikroOrmTaxDocuments } from '../postgres/billing/mikro-orm-tax-documents.ts';
import { sellerSettingsFromEnv } from '../billing/seller-settings.ts';
import { SandboxBillingDesk, SandboxSubscriptionGateway } from '../sandbox/sandbox-subscription-gateway.ts';
import { stripeClient } from '../stripe/stripe-payment-gateway.ts';
import { StripeSubscriptionGateway } from '../stripe/stripe-subscription-gateway.ts';
import type { Infrastructure } from './infrastructure.ts';
import { IssueTaxDocuments, TaxDocumentingLedger } from '@lurkit/core/billing/application/issue-tax-documents.ts';
import type { LedgerPort } from '@lurkit/core/ledger/ports/ledger.port.ts';
import { MikroOrmLedger } from '../postgres/ledger/mikro-orm-ledger.ts';

const sellerOf = (infra: Infrastructure) => infra.seller ?? sellerSettingsFromEnv(process.env);

/** Plans, invoices and statements; Stripe Billing when STRIPE_SECRET_KEY is set, else the sandbox. */
export const billingWiring = (em: EntityManager, infra: Infrastructure) => {
  const sandboxGateway = new SandboxSubscriptionGateway(em, infra.appUrl);
  const deps: BillingDeps = {
    billing: new MikroOrmBillingRepository(em),
    directory: new AccountsBillingDirectory(em),
    gateway: infra.stripe ? new StripeSubscriptionGateway(stripeClient(infra.stripe)) : sandboxGateway,
    clock: infra.clock,
    ledger: new MikroOrmLedger(em),
    appUrl: infra.appUrl,
    documents: new MikroOrmTaxDocuments(em),
    details: new MikroOrmBillingDetails(em),
    ...sellerOf(infra),
  };
  return { ...deps, sandboxBilling: new SandboxBillingDesk(em), sandboxGateway };
};

/** The ledger that issues an invoice for each card charge and a credit note for each refund it posts, on the same unit of work. */
export const documentingLedger = (em: EntityManager, infra: Infrastructure, ledger: LedgerPort): LedgerPort =>
  new TaxDocumentingLedger(
    ledger,
    new IssueTaxDocuments({
      documents: new MikroOrmTaxDocuments(em),
      details: new MikroOrmBillingDetails(em),
      directory: new AccountsBillingDirectory(em),
      ...sellerOf(infra),
    }),
  );
