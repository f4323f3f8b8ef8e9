import { FakeStripeServer } from '@lurkit/adapters/stripe/testing/fake-stripe-server.ts';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { BILLING_INVOICES, BILLING_OVERVIEW, CANCEL_PLAN, CHOOSE_PLAN, START_PAYMENT_UPDATE } from './operations.ts';

const SECRET = 'sk_test_lurkit_billing';
const WEBHOOK_SECRET = 'whsec_lurkit_billing';
const fake = new FakeStripeServer(SECRET);
const stripeUrl = await fake.start();
afterAll(() => fake.stop());

const app = useTestApp({ env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeUrl } });
const signer = new Stripe(SECRET);

const webhook = (type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  return app.client().request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
};

describe('plans on Stripe Billing (a fake Stripe server)', () => {
  it('sells a plan through Checkout in subscription mode, follows signed invoice events, changes, cancels and replaces the card', async () => {
    const { client } = await signedInCompanyUser(app);
    const chosen = (await client.op(CHOOSE_PLAN, { plan: 'pro' })).data!.choosePlan;
    expect(chosen.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [session] = [...fake.sessions.values()].filter((s) => s.mode === 'subscription' && chosen.checkoutUrl?.endsWith(s.id));
    expect(session).toMatchObject({ amount_total: 49_900, metadata: { plan: 'pro' } });

    // Forged, then signed but unpaid: nothing moves.
    expect((await webhook('checkout.session.completed', { id: session!.id, mode: 'subscription' }, 'whsec_wrong')).status).toBe(400);
    expect((await webhook('checkout.session.completed', { id: session!.id, mode: 'subscription' })).status).toBe(200);
    expect((await client.op(BILLING_OVERVIEW)).data?.billingOverview.plan).toBe('free');

    const subscription = fake.completeSubscription(session!.id);
    for (let i = 0; i < 2; i += 1)
      expect((await webhook('checkout.session.completed', { id: session!.id, mode: 'subscription' })).status).toBe(200);
    expect((await client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({ plan: 'pro', status: 'active', memberLimit: 25 });
    expect((await client.op(BILLING_INVOICES)).data!.billingInvoices).toMatchObject([{ status: 'paid', amount: { cents: 49_900 } }]);

    fake.failRenewal(subscription.id);
    expect((await webhook('invoice.payment_failed', { id: 'in_x', customer: subscription.customer })).status).toBe(200);
    expect((await client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({ status: 'past_due', paymentFailed: true });
    expect((await client.op(BILLING_INVOICES)).data!.billingInvoices.map((i) => i.status)).toEqual(['failed', 'paid']);
    expect((await client.op(START_PAYMENT_UPDATE)).data?.startPaymentUpdate).toBe(
      `https://billing.stripe.com/p/session/${subscription.customer}`,
    );

    const up = (await client.op(CHOOSE_PLAN, { plan: 'enterprise' })).data!.choosePlan;
    expect(up.overview).toMatchObject({ plan: 'enterprise', memberLimit: 100 });
    expect(fake.subscriptions.get(subscription.id)?.items.data[0]?.price.id).toBe('price_enterprise');
    expect((await client.op(CANCEL_PLAN)).data?.cancelPlan).toMatchObject({ plan: 'enterprise', cancelAtPeriodEnd: true });
    expect(fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);

    // Every call that changed something at Stripe carried its own idempotency key.
    const kinds = fake.idempotencyKeys.map((key) => key.replace(/-.*$/, ''));
    expect(new Set(kinds)).toEqual(new Set(['plan', 'portal']));
    expect(fake.idempotencyKeys.filter((key) => key.startsWith('plan-change-') || key.startsWith('plan-cancel-'))).toHaveLength(2);
  });
});
