import { checkoutSessionOfWebhook, stripeClient, type StripeSettings } from '@lurkit/adapters/stripe/stripe-payment-gateway.ts';
import { CompleteCheckout } from '@lurkit/core/quests/application/complete-checkout.ts';
import express, { Router } from 'express';
import { localsOf } from './request-locals.ts';

/**
 * POST /api/webhooks/stripe: Stripe tells us a Checkout Session moved. The raw body is verified
 * against the Stripe-Signature header; a bad signature is a 400 and changes nothing. The checkout is
 * then settled from Stripe's own answer, so a replayed event is answered 200 and changes nothing.
 */
export function stripeWebhookRoute(settings: StripeSettings): Router {
  const router = Router();
  const stripe = stripeClient(settings);
  router.post('/', express.text({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const signature = req.get('stripe-signature') ?? '';
    let sessionId: string | null;
    try {
      sessionId = checkoutSessionOfWebhook(stripe, typeof req.body === 'string' ? req.body : '', signature, settings.webhookSecret);
    } catch {
      return void res.status(400).json({ error: 'BAD_SIGNATURE', message: 'The webhook signature does not match.' });
    }
    if (sessionId) {
      const id = sessionId;
      await localsOf(res).scope.transaction((scope) =>
        new CompleteCheckout(scope.quests).execute({ provider: 'stripe', providerPaymentId: id }),
      );
    }
    res.json({ received: true });
  });
  return router;
}
