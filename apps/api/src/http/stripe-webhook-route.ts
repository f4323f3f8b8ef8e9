import { billingEventOf } from '@lurkit/adapters/stripe/stripe-subscription-gateway.ts';
import { checkoutSessionOfEvent, stripeClient, type StripeSettings } from '@lurkit/adapters/stripe/stripe-payment-gateway.ts';
import { StripeEventMalformed, wellFormedStripeEvent } from '@lurkit/adapters/stripe/stripe-event-shape.ts';
import { CompletePlanCheckout, SyncCustomerBilling } from '@lurkit/core/billing/application/complete-plan-checkout.ts';
import { CompleteCheckout } from '@lurkit/core/quests/application/complete-checkout.ts';
import express, { Router } from 'express';
import type Stripe from 'stripe';
import { localsOf } from './request-locals.ts';

/**
 * POST /api/webhooks/stripe: Stripe tells us a Checkout Session, an invoice or a subscription moved.
 * The raw body is verified against the Stripe-Signature header; a bad signature is a 400 and changes
 * nothing; a signed event missing its fields is a 400 too (see wellFormedStripeEvent). What moved is then read back from Stripe itself (a Quest checkout settled, a company's
 * plan and invoices copied), so a replayed or out-of-order event is answered 200 and changes nothing.
 */
export function stripeWebhookRoute(settings: StripeSettings): Router {
  const router = Router();
  const stripe = stripeClient(settings);
  router.post('/', express.text({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const signature = req.get('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(typeof req.body === 'string' ? req.body : '', signature, settings.webhookSecret);
    } catch {
      return void res.status(400).json({ error: 'BAD_SIGNATURE', message: 'The webhook signature does not match.' });
    }
    try {
      event = wellFormedStripeEvent(event);
    } catch (error) {
      if (!(error instanceof StripeEventMalformed)) throw error;
      return void res.status(400).json({ error: 'MALFORMED_EVENT', message: error.message });
    }
    const sessionId = checkoutSessionOfEvent(event);
    const billing = billingEventOf(event);
    await localsOf(res).scope.transaction(async (scope) => {
      if (sessionId) await new CompleteCheckout(scope.quests).execute({ provider: 'stripe', providerPaymentId: sessionId });
      if (billing?.kind === 'planCheckout') await new CompletePlanCheckout(scope.billing).execute({ checkoutId: billing.checkoutId });
      if (billing?.kind === 'customer') await new SyncCustomerBilling(scope.billing).execute({ customerId: billing.customerId });
    });
    res.json({ received: true });
  });
  return router;
}
