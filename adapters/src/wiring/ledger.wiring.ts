import type { ReconcileLedgerDeps } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import type { ProviderRecordsPort } from '@lurkit/core/ledger/ports/provider-records.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmLedger } from '../postgres/ledger/mikro-orm-ledger.ts';
import { MikroOrmReconciliations } from '../postgres/ledger/mikro-orm-reconciliations.ts';
import { SandboxProviderRecords } from '../sandbox/sandbox-provider-records.ts';
import { stripeClient } from '../stripe/stripe-payment-gateway.ts';
import { StripePaymentRecords } from '../stripe/stripe-payment-records.ts';
import { TrolleyApi } from '../trolley/trolley-api.ts';
import { TrolleyPaymentRecords } from '../trolley/trolley-payment-records.ts';
import type { Infrastructure } from './infrastructure.ts';

/**
 * The providers' books together: the sandbox's always (the demo world's money is the sandbox's),
 * Stripe's and Trolley's when configured.
 */
function providerRecords(em: EntityManager, infra: Infrastructure): ProviderRecordsPort {
  const sandbox = new SandboxProviderRecords(em);
  const stripe = infra.stripe ? new StripePaymentRecords(stripeClient(infra.stripe), em) : null;
  const trolley = infra.trolley ? new TrolleyPaymentRecords(em, new TrolleyApi(infra.trolley, () => infra.clock.now())) : null;
  return {
    charges: async () => [...(await sandbox.charges()), ...((await stripe?.charges()) ?? [])],
    refunds: async () => [...(await sandbox.refunds()), ...((await stripe?.refunds()) ?? [])],
    payouts: async () => [...(await sandbox.payouts()), ...((await trolley?.payouts()) ?? [])],
  };
}

/** The ledger and its reconciliation with the providers, on one unit of work. */
export const ledgerWiring = (em: EntityManager, infra: Infrastructure): ReconcileLedgerDeps => ({
  ledger: new MikroOrmLedger(em),
  providers: providerRecords(em, infra),
  reconciliations: new MikroOrmReconciliations(em),
  clock: infra.clock,
});
