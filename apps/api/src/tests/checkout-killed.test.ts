import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { RECONCILE_LEDGER_JOB } from '@lurkit/adapters/jobs/reconcile-ledger.job.ts';
import { freePort } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { FakeStripeServer } from '@lurkit/adapters/stripe/testing/fake-stripe-server.ts';
import { ledgerAudit } from '@lurkit/adapters/testing/ledger-audit.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import { startAppProcess, type AppProcess } from '../testing/app-process.ts';
import { HttpClient } from '../testing/http-client.ts';
import { aFilledQuest, anAcceptedOffer, approveCreatorForQuests, publishQuest } from '../testing/quests-world.ts';
import type { TestApp } from '../testing/test-app.ts';
import { QUEST_PAYMENT, QUEST_RUN, START_QUEST_CHECKOUT } from './operations.ts';

// Fault test: the app killed -9 between Stripe's answer that a checkout is paid and the commit of
// what that answer moves (the card charge, the runs' escrow, the checkout's state). The app runs as a
// process of its own; its settling transaction is held at a row the test locks, so the kill lands
// at that point every time, not at a moment guessed by a timer. Each app start loads the app from
// source (about 10 s alone, 30 to 40 s on a 2-core machine running other suites), hence the long timeout.
const SECRET = 'sk_test_lurkit_killed';
const WEBHOOK_SECRET = 'whsec_lurkit_killed';
const fake = new FakeStripeServer(SECRET);
const stripeUrl = await fake.start();
const database = useTestDatabase();
const signer = new Stripe(SECRET);
let running: AppProcess | null = null;

afterAll(async () => {
  running?.child.kill('SIGKILL');
  await fake.stop();
});

const env = {
  STRIPE_SECRET_KEY: SECRET,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripeUrl,
  AUTH_SECRET: 'k'.repeat(64),
};

/** The app process as the test worlds use an app: requests, its database. */
const asTestApp = (app: AppProcess): TestApp => ({
  url: app.url,
  localUrl: app.url,
  databaseUrl: database().url,
  client: () => new HttpClient(app.url),
  mailTo: () => Promise.reject(new Error('No mail is read in this test.')),
});

const completedEvent = (sessionId: string) => {
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId } },
  });
  return (client: HttpClient) =>
    client.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
};

it('settles a paid checkout once after the app is killed -9 between Stripe’s answer and the commit', async () => {
  const port = await freePort();
  running = await startAppProcess(database().url, env, port);
  const app = asTestApp(running);
  const company = await signedInCompanyUser(app);
  const questId = await aFilledQuest(app, company.client, 'Killed checkout quest');
  await publishQuest(app, company.client, questId);
  const creator = await signedInCreator(app);
  await approveCreatorForQuests(app, creator.username);
  const runId = await anAcceptedOffer(creator.client, company.client, questId, 42_000);
  const checkout = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
  const audit = ledgerAudit(database().url);
  const sessionId = await audit.providerPaymentId(checkout.id);
  fake.pay(sessionId);
  const webhook = completedEvent(sessionId);

  // The run's row is held: the settling transaction asks Stripe, posts the charge, then waits here to
  // move the run, with its writes not yet committed.
  const held = await audit.holdRow('quest_run', runId);
  const delivery = webhook(app.client()).catch((error: unknown) => error);
  const settling = await held.waitedOnBy();
  // It has written (the charge posted) and waits, uncommitted: the point between Stripe's answer and the commit.
  expect(settling.wrote).toBe(true);
  const killed = running.child;
  const exited = new Promise((resolve) => killed.once('exit', resolve));
  killed.kill('SIGKILL');
  await exited;
  running = null;
  // Stripe got no answer: to it the delivery failed, so it will send the event again.
  expect(await delivery).toBeInstanceOf(Error);
  await held.release();
  // The orphaned transaction goes once PostgreSQL finds its client gone; it never commits.
  await audit.backendGone(settling.pid);

  // Nothing was kept of the half-done settlement: paid at Stripe, open here, nothing in the books.
  expect(await audit.causesOf([checkout.id, runId])).toEqual([]);
  expect(await audit.checkoutStatus(checkout.id)).toBe('open');

  running = await startAppProcess(database().url, env, port);
  const restarted = asTestApp(running);
  // The company comes back to its cart before Stripe retries: it is sent to the same session, never a second one.
  const again = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
  expect(again.id).toBe(checkout.id);
  expect(fake.sessions.size).toBe(1);

  // Stripe retries the event (twice, as it may): the checkout settles once.
  for (let attempt = 0; attempt < 2; attempt += 1) expect((await webhook(restarted.client())).status).toBe(200);
  expect((await company.client.op(QUEST_PAYMENT, { id: checkout.id })).data?.questPayment.status).toBe('paid');
  expect((await company.client.op(QUEST_RUN, { id: runId })).data?.questRun.status).toBe('CONTENTPRODUCTION');
  expect(await audit.causesOf([checkout.id, runId])).toEqual(['cardCharge', 'escrowHold']);
  expect(await audit.unbalancedTransactions()).toEqual([]);

  // Reconciliation with Stripe finds nothing to ask about, as staff's page shows it.
  const queue = new PgBossJobQueue(database().url);
  await queue.start();
  const reconciledBefore = await audit.reconciliations();
  await queue.send(RECONCILE_LEDGER_JOB.name, {});
  await queue.stop();
  await expect.poll(() => audit.reconciliations(), { timeout: 30_000, interval: 200 }).toBeGreaterThan(reconciledBefore);
  const staff = await signedInStaff(restarted);
  const latest = await staff.client.gql(
    'Reconciliation',
    'query Reconciliation { ledgerReconciliation { mismatches { subject reference } } }',
    {},
  );
  expect(latest.errors).toEqual([]);
  expect(latest.data).toEqual({ ledgerReconciliation: { mismatches: [] } });
}, 300_000);
