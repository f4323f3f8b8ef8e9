import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmLedger } from '@lurkit/adapters/postgres/ledger/mikro-orm-ledger.ts';
import { MikroOrmReconciliations } from '@lurkit/adapters/postgres/ledger/mikro-orm-reconciliations.ts';
import { MikroOrmPayoutAccountRepository } from '@lurkit/adapters/postgres/payments/mikro-orm-payout-account-repository.ts';
import { FakeStripeServer } from '@lurkit/adapters/stripe/testing/fake-stripe-server.ts';
import { StripePaymentGateway, stripeClient, type StripeSettings } from '@lurkit/adapters/stripe/stripe-payment-gateway.ts';
import { StripeRefunds } from '@lurkit/adapters/stripe/stripe-refunds.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { FakeTrolleyServer } from '@lurkit/adapters/trolley/testing/fake-trolley-server.ts';
import { TrolleyApi } from '@lurkit/adapters/trolley/trolley-api.ts';
import { TrolleyPayoutRecipients } from '@lurkit/adapters/trolley/trolley-payout-recipients.ts';
import { TrolleyPayouts } from '@lurkit/adapters/trolley/trolley-payouts.ts';
import type { TrolleySettings } from '@lurkit/adapters/trolley/trolley-settings.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { ledgerAccount } from '@lurkit/core/ledger/domain/ledger-account.ts';
import { cardCharge, escrowHold, payoutSent, refund, releaseToPayable } from '@lurkit/core/ledger/ports/money-movements.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import { SettableClock } from '@lurkit/core/shared/testing/settable-clock.ts';
import { jobScopeOn } from '../testing/job-scope.ts';
import { reconcileLedgerHandler } from './reconcile-ledger.handler.ts';

const database = useTestDatabase();
let stripeServer: FakeStripeServer;
let trolleyServer: FakeTrolleyServer;
let stripe: StripeSettings;
let trolley: TrolleySettings;
let jobScope: ScopeFactory;
const clock = new SettableClock(new Date('2026-12-02T02:40:00.000Z'));
const amount = centsOf(25_000);
const posting = () => ({ id: globalThis.crypto.randomUUID(), postedAt: clock.now() });

beforeAll(async () => {
  stripeServer = new FakeStripeServer();
  trolleyServer = new FakeTrolleyServer();
  stripe = { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake', baseUrl: await stripeServer.start() };
  trolley = {
    accessKey: trolleyServer.accessKey,
    secretKey: trolleyServer.secretKey,
    webhookSecret: 'whsec',
    apiUrl: await trolleyServer.start(),
  };
  jobScope = jobScopeOn(database(), { clock, stripe, trolley });
});
afterAll(async () => {
  await stripeServer.stop();
  await trolleyServer.stop();
});

const reconcile = () =>
  reconcileLedgerHandler(
    jobScope,
    () => {},
    () => {},
  )({});
const latest = () => new MikroOrmReconciliations(database().orm.em.fork()).latest();

/**
 * A company paid a run at Stripe, the run was approved and its payout sent through Trolley; a second
 * run was refunded at Stripe. Every movement is in the ledger as the use cases post them.
 */
async function aWorldTheProvidersAgreeWith() {
  const em = database().orm.em.fork();
  const ledger = new MikroOrmLedger(em);
  const [companyId, creatorId, runId, refundedRunId] = [1, 2, 3, 4].map(() => globalThis.crypto.randomUUID()) as [
    string,
    string,
    string,
    string,
  ];
  await parentRows(em).company(companyId);
  await parentRows(em).user(creatorId);

  const session = await new StripePaymentGateway(stripeClient(stripe)).createCheckout({
    idempotencyKey: companyId,
    reference: companyId,
    amount: centsOf(2 * amount),
    customerId: companyId,
    description: 'Two Quest runs',
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/cancel',
  });
  stripeServer.pay(session.id);
  const checkoutId = globalThis.crypto.randomUUID();
  await em.execute(
    `insert into quest_payment (id, company_id, status, total_cents, provider, provider_payment_id, created_at, completed_at)
     values (?, ?, 'paid', ?, 'stripe', ?, now(), now())`,
    [checkoutId, companyId, 2 * amount, session.id],
  );
  await new StripeRefunds(stripeClient(stripe)).refund({ paymentId: session.id, amount, idempotencyKey: `quest-run-${refundedRunId}` });

  const recipient = await new TrolleyPayoutRecipients(em, new TrolleyApi(trolley)).registerRecipient({
    creatorId,
    method: 'paypal',
    details: { paypalEmail: 'anna@example.com' },
  });
  await new MikroOrmPayoutAccountRepository(em).save({
    creatorId,
    method: 'paypal',
    provider: 'trolley',
    providerRecipientId: recipient.recipientId,
    label: 'PayPal',
    status: recipient.status,
    minimumDealSizeCents: 0,
    updatedAt: clock.now(),
  });
  const payout = await new TrolleyPayouts(em, new TrolleyApi(trolley)).createPayout({
    reference: runId,
    creatorAccountId: creatorId,
    amount,
  });

  for (const tx of [
    cardCharge(posting(), { checkoutId, companyId, amount: centsOf(2 * amount) }),
    escrowHold(posting(), { runId, amount }),
    escrowHold(posting(), { runId: refundedRunId, amount }),
    releaseToPayable(posting(), { runId, creatorId, amount }),
    payoutSent(posting(), { payoutId: payout.id, creatorId, amount }),
    refund(posting(), { refundId: `quest-run-${refundedRunId}`, runId: refundedRunId, companyId, amount }),
  ])
    expect((await ledger.post(tx)).ok).toBe(true);
  const [payment] = trolleyServer.payments().filter((p) => p.externalId === runId);
  return { ledger, creatorId, payoutId: payout.id, trolleyPaymentId: payment!.id };
}

describe('the reconcile-ledger job', () => {
  it('finds nothing to list while the ledger agrees with Stripe and Trolley, and keeps that run', async () => {
    await aWorldTheProvidersAgreeWith();
    await reconcile();
    expect(await latest()).toEqual({ id: expect.any(String), ranAt: clock.now(), mismatches: [] });
  });

  it('lists a payout Trolley paid that the ledger has on its way and a charge Stripe took that no checkout of ours names, correcting nothing', async () => {
    const { ledger, creatorId, payoutId, trolleyPaymentId } = await aWorldTheProvidersAgreeWith();
    trolleyServer.settle(trolleyPaymentId, 'processed');
    const stray = await new StripePaymentGateway(stripeClient(stripe)).createCheckout({
      idempotencyKey: 'stray',
      reference: 'stray',
      amount: centsOf(1_500),
      customerId: 'nobody',
      description: 'Lost webhook',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/cancel',
    });
    stripeServer.pay(stray.id);
    clock.set(new Date('2026-12-03T02:40:00.000Z'));

    await reconcile();

    const found = await latest();
    expect(found?.ranAt).toEqual(new Date('2026-12-03T02:40:00.000Z'));
    expect(found?.mismatches).toEqual([
      { subject: 'charge', reference: `stripe:${stray.id}`, providerCents: -1_500, ledgerCents: 0 },
      { subject: 'payoutOnItsWay', reference: payoutId, providerCents: 0, ledgerCents: 25_000 },
      { subject: 'payoutPaid', reference: payoutId, providerCents: 25_000, ledgerCents: 0 },
    ]);
    expect(await ledger.balance(ledgerAccount('creatorInTransit', creatorId))).toBe(25_000);
  });
});
