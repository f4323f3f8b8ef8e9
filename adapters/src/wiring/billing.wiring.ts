import type { BillingDeps } from '@lurkit/core/billing/application/billing-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsBillingDirectory } from '../postgres/billing/accounts-billing-directory.ts';
import { MikroOrmBillingRepository } from '../postgres/billing/mikro-orm-billing-repository.ts';
import { SandboxBillingDesk, SandboxSubscriptionGateway } from '../sandbox/sandbox-subscription-gateway.ts';
import { stripeClient } from '../stripe/stripe-payment-gateway.ts';
import { StripeSubscriptionGateway } from '../stripe/stripe-subscription-gateway.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Plans, invoices and statements; Stripe Billing when STRIPE_SECRET_KEY is set, else the sandbox. */
export const billingWiring = (em: EntityManager, infra: Infrastructure) => {
  const deps: BillingDeps = {
    billing: new MikroOrmBillingRepository(em),
    directory: new AccountsBillingDirectory(em),
    gateway: infra.stripe ? new StripeSubscriptionGateway(stripeClient(infra.stripe)) : new SandboxSubscriptionGateway(em, infra.appUrl),
    clock: infra.clock,
    appUrl: infra.appUrl,
  };
  return { ...deps, sandboxBilling: new SandboxBillingDesk(em) };
};
