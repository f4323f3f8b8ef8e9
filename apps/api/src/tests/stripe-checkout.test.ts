import { FakeStripeServer } from '@lurkit/adapters/stripe/testing/fake-stripe-server.ts';
import { ledgerAudit } from '@lurkit/adapters/testing/ledger-audit.ts';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aFilledQuest, anAcceptedOffer, approveCreatorForQuests, publishQuest } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { QUEST_PAYMENT, QUEST_RUN, START_QUEST_CHECKOUT } from './operations.ts';

const SECRET = 'sk_test_lurkit_api';
const WEBHOOK_SECRET = 'whsec_lurkit_api';
const fake = new FakeStripeServer(SECRET);
const stripeUrl = await fake.start();
afterAll(() => fake.stop());

const app = useTestApp({ env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeUrl } });
const signer = new Stripe(SECRET);

const webhook = (payload: string, signature: string) =>
  app.client().request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

describe('Quest payments through Stripe Checkout (a fake Stripe server)', () => {
  it('pays the cart on Stripe, believes only signed webhooks, and a replayed webhook changes nothing', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Stripe quest');
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    const runId = await anAcceptedOffer(creator.client, company.client, questId, 42_000);

    const first = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
    const again = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ provider: 'stripe', total: { cents: 42_000 } });
    expect(first.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [row] = await sql<{ provider_payment_id: string }>(
      app.databaseUrl,
      'select provider_payment_id from quest_payment where id = ?',
      [first.id],
    );
    const sessionId = row!.provider_payment_id;
    expect(fake.sessions.get(sessionId)?.amount_total).toBe(42_000);

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId } },
    });
    const forged = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(forged.status).toBe(400);
    // Signed but not paid yet at Stripe: nothing moves (the event is only a hint; Stripe is asked).
    const early = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(early.status).toBe(200);
    expect((await company.client.op(QUEST_RUN, { id: runId })).data?.questRun.status).toBe('PENDING_PAYMENT');

    fake.pay(sessionId);
    for (let i = 0; i < 2; i += 1) {
      const answer = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(answer.status).toBe(200);
    }
    expect((await company.client.op(QUEST_PAYMENT, { id: first.id })).data?.questPayment.status).toBe('paid');
    const run = (await company.client.op(QUEST_RUN, { id: runId })).data?.questRun;
    expect(run).toMatchObject({ status: 'CONTENTPRODUCTION' });
    expect(fake.sessions.size).toBe(1);

    // A late failure or expiry of the paid session moves nothing back: the checkout stays paid.
    for (const type of ['checkout.session.async_payment_failed', 'checkout.session.expired', 'charge.unknown_thing']) {
      const late = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object: { id: sessionId } } });
      expect((await webhook(late, signer.webhooks.generateTestHeaderString({ payload: late, secret: WEBHOOK_SECRET }))).status).toBe(200);
    }
    expect((await company.client.op(QUEST_PAYMENT, { id: first.id })).data?.questPayment.status).toBe('paid');
    expect((await company.client.op(QUEST_RUN, { id: runId })).data?.questRun.status).toBe('CONTENTPRODUCTION');
  });

  it('settles once when Stripe delivers the same event twice at once', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Twice delivered quest');
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    const runId = await anAcceptedOffer(creator.client, company.client, questId, 31_000);
    const checkout = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
    const audit = ledgerAudit(app.databaseUrl);
    const sessionId = await audit.providerPaymentId(checkout.id);
    fake.pay(sessionId);
    const payload = JSON.stringify({
      id: 'evt_twice',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId } },
    });
    const deliver = () => webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));

    // The first delivery is held before it moves the run; the second arrives while the first is undecided.
    const held = await audit.holdRow('quest_run', runId);
    const first = deliver();
    await held.waitedOnBy();
    const second = deliver();
    await expect.poll(() => audit.lockWaits(), { timeout: 10_000, interval: 20 }).toBe(2);
    await held.release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);

    expect(await audit.causesOf([checkout.id, runId])).toEqual(['cardCharge', 'escrowHold']);
    expect(await audit.unbalancedTransactions()).toEqual([]);
    expect((await company.client.op(QUEST_RUN, { id: runId })).data?.questRun.status).toBe('CONTENTPRODUCTION');
  });

  it('answers 400 to a correctly signed event that misses its fields, and changes nothing', async () => {
    const broken = [
      { id: 'evt_no_data', object: 'event', type: 'checkout.session.completed' },
      { id: 'evt_no_object', object: 'event', type: 'checkout.session.completed', data: {} },
      { id: 'evt_no_session', object: 'event', type: 'checkout.session.completed', data: { object: { mode: 'payment' } } },
      { id: 'evt_no_type', object: 'event', data: { object: { id: 'cs_x' } } },
      { id: 'evt_invoice', object: 'event', type: 'invoice.paid' },
    ];
    for (const event of broken) {
      const payload = JSON.stringify(event);
      const answer = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(answer.status, event.id).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'MALFORMED_EVENT' });
    }
  });
});
