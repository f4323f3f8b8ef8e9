import { centsOf } from '@lurkit/core/shared/money.ts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer } from './testing/fake-stripe-server.ts';
import { checkoutSessionOfWebhook, stripeClient, StripePaymentGateway } from './stripe-payment-gateway.ts';
import { StripeRefunds } from './stripe-refunds.ts';

const fake = new FakeStripeServer('sk_test_lurkit');
let gateway: StripePaymentGateway;
let stripe: Stripe;
const WEBHOOK_SECRET = 'whsec_test_lurkit';

beforeAll(async () => {
  const baseUrl = await fake.start();
  stripe = stripeClient({ secretKey: 'sk_test_lurkit', webhookSecret: WEBHOOK_SECRET, baseUrl });
  gateway = new StripePaymentGateway(stripe);
});
afterAll(async () => {
  await fake.stop();
});

const checkout = (key: string) =>
  gateway.createCheckout({
    idempotencyKey: key,
    reference: key,
    amount: centsOf(35_000),
    customerId: 'company-1',
    description: 'Lurkit Quests: 1 accepted offer',
    successUrl: 'https://app.example.com/company/cart/success?payment=p1',
    cancelUrl: 'https://app.example.com/company/cart?payment=p1',
  });

describe('StripePaymentGateway against a fake Stripe', () => {
  it('opens a Checkout Session for the amount and reads it back as paid once Stripe says so', async () => {
    const session = await checkout('payment-1');
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(fake.sessions.get(session.id)).toMatchObject({ amount_total: 35_000, currency: 'usd', client_reference_id: 'payment-1' });
    expect(await gateway.getPayment(session.id)).toEqual({
      id: session.id,
      status: 'requires_payment',
      amount: 35_000,
      failureReason: null,
    });
    fake.pay(session.id);
    expect((await gateway.getPayment(session.id))?.status).toBe('succeeded');
  });

  it('sends an idempotency key, so asking twice for one checkout answers the same session', async () => {
    const first = await checkout('payment-2');
    const second = await checkout('payment-2');
    expect(second.id).toBe(first.id);
  });

  it('answers null for a session Stripe does not know, and canceled for an expired one', async () => {
    expect(await gateway.getPayment('cs_test_unknown')).toBeNull();
    expect(await gateway.getPayment('not-a-session')).toBeNull();
    const session = await checkout('payment-3');
    fake.expire(session.id);
    expect((await gateway.getPayment(session.id))?.status).toBe('canceled');
  });

  it('believes only webhooks signed with the secret, and takes the session id from them', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_9' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(checkoutSessionOfWebhook(stripe, payload, signature, WEBHOOK_SECRET)).toBe('cs_test_9');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => checkoutSessionOfWebhook(stripe, payload, forged, WEBHOOK_SECRET)).toThrow();
    const tampered = payload.replace('cs_test_9', 'cs_test_10');
    expect(() => checkoutSessionOfWebhook(stripe, tampered, signature, WEBHOOK_SECRET)).toThrow();
  });
});

describe('StripeRefunds against a fake Stripe', () => {
  it("refunds part of a paid session's payment once, however often it is asked with one key", async () => {
    const session = await checkout('refund-1');
    fake.pay(session.id);
    const refunds = new StripeRefunds(stripe);
    const first = await refunds.refund({ paymentId: session.id, amount: centsOf(20_000), idempotencyKey: 'run-1' });
    const again = await refunds.refund({ paymentId: session.id, amount: centsOf(20_000), idempotencyKey: 'run-1' });
    expect(again.id).toBe(first.id);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === `pi_${session.id}`).map((r) => r.amount)).toEqual([20_000]);
    // A second run of the same cart has its own key; more than was paid is refused by Stripe.
    await refunds.refund({ paymentId: session.id, amount: centsOf(15_000), idempotencyKey: 'run-2' });
    await expect(refunds.refund({ paymentId: session.id, amount: centsOf(1), idempotencyKey: 'run-3' })).rejects.toThrow(
      /greater than unrefunded/,
    );
  });

  it('refuses to refund a session that was never paid', async () => {
    const session = await checkout('refund-unpaid');
    await expect(new StripeRefunds(stripe).refund({ paymentId: session.id, amount: centsOf(100), idempotencyKey: 'x' })).rejects.toThrow(
      /no payment to refund/,
    );
  });
});
