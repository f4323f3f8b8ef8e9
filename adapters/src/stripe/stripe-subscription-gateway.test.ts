import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClient } from './stripe-payment-gateway.ts';
import { billingEventOf, StripeSubscriptionGateway } from './stripe-subscription-gateway.ts';
import { FakeStripeServer } from './testing/fake-stripe-server.ts';

const fake = new FakeStripeServer('sk_test_lurkit');
let gateway: StripeSubscriptionGateway;
const COMPANY = '00000000-0000-4000-8000-00000000c0c1';

beforeAll(async () => {
  const baseUrl = await fake.start();
  gateway = new StripeSubscriptionGateway(stripeClient({ secretKey: 'sk_test_lurkit', webhookSecret: 'whsec_x', baseUrl }));
});
afterAll(async () => {
  await fake.stop();
});

const start = (key: string) =>
  gateway.startPlanCheckout({
    idempotencyKey: key,
    companyId: COMPANY,
    plan: 'pro',
    customerEmail: 'billing@acme.test',
    successUrl: 'https://lurkit.test/ok',
    cancelUrl: 'https://lurkit.test/no',
  });

describe('StripeSubscriptionGateway against the fake Stripe server', () => {
  it('starts a subscription checkout on the plan price found by lookup key, once per idempotency key', async () => {
    const first = await start('plan-checkout-a');
    expect(await start('plan-checkout-a')).toEqual(first);
    expect(fake.sessions.get(first.id)).toMatchObject({
      mode: 'subscription',
      amount_total: 49_900,
      metadata: { companyId: COMPANY, plan: 'pro' },
    });
    expect(await gateway.getPlanCheckout(first.id)).toEqual({
      id: first.id,
      status: 'open',
      companyId: COMPANY,
      customerId: null,
      subscriptionId: null,
    });
    expect(await gateway.getPlanCheckout('cs_test_unknown')).toBeNull();
    expect(await gateway.getPlanCheckout('not-a-session')).toBeNull();
  });

  it('reads the subscription and its invoices back, a declined renewal as past due with a failed invoice', async () => {
    const { id } = await start('plan-checkout-b');
    const subscription = fake.completeSubscription(id);
    expect(await gateway.getPlanCheckout(id)).toMatchObject({
      status: 'complete',
      customerId: subscription.customer,
      subscriptionId: subscription.id,
    });
    fake.failRenewal(subscription.id);
    expect(await gateway.getSubscription(subscription.id)).toMatchObject({ plan: 'pro', status: 'past_due', cancelAtPeriodEnd: false });
    const invoices = await gateway.listInvoices(subscription.customer);
    expect(invoices.map((i) => [i.status, i.amount])).toEqual([
      ['failed', 49_900],
      ['paid', 49_900],
    ]);
    const changed = await gateway.changePlan({ idempotencyKey: 'plan-change-b', subscriptionId: subscription.id, plan: 'enterprise' });
    expect(changed.plan).toBe('enterprise');
    expect((await gateway.cancelAtPeriodEnd({ idempotencyKey: 'plan-cancel-b', subscriptionId: subscription.id })).cancelAtPeriodEnd).toBe(
      true,
    );
    expect(await gateway.getSubscription('sub_unknown')).toBeNull();
  });

  it("picks billing's events: subscription checkouts and customers' invoices, not Quest checkouts", () => {
    const event = (type: string, object: Record<string, unknown>) => ({ type, data: { object } }) as unknown as Stripe.Event;
    expect(billingEventOf(event('checkout.session.completed', { id: 'cs_1', mode: 'subscription' }))).toEqual({
      kind: 'planCheckout',
      checkoutId: 'cs_1',
    });
    expect(billingEventOf(event('checkout.session.completed', { id: 'cs_2', mode: 'payment' }))).toBeNull();
    expect(billingEventOf(event('invoice.payment_failed', { id: 'in_1', customer: 'cus_1' }))).toEqual({
      kind: 'customer',
      customerId: 'cus_1',
    });
    expect(billingEventOf(event('customer.subscription.deleted', { id: 'sub_1', customer: { id: 'cus_2' } }))).toEqual({
      kind: 'customer',
      customerId: 'cus_2',
    });
    expect(billingEventOf(event('payout.paid', { id: 'po_1' }))).toBeNull();
  });
});
