import { paymentOfTrolleyWebhook, TrolleyWebhookRefused } from '@lurkit/adapters/trolley/trolley-webhook.ts';
import type { TrolleySettings } from '@lurkit/adapters/trolley/trolley-settings.ts';
import express, { Router } from 'express';
import { localsOf } from './request-locals.ts';

/**
 * POST /api/webhooks/trolley: Trolley tells us a payment moved (processed, failed, returned). The raw
 * body is verified against the X-PaymentRails-Signature header; a bad or old signature is a 400 and
 * changes nothing. Applying the same state twice changes nothing, so replays are harmless.
 */
export function trolleyWebhookRoute(settings: TrolleySettings): Router {
  const router = Router();
  router.post('/', express.text({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const header = req.get('x-paymentrails-signature') ?? req.get('x-trolley-signature') ?? '';
    let payment;
    try {
      payment = paymentOfTrolleyWebhook(typeof req.body === 'string' ? req.body : '', header, settings.webhookSecret);
    } catch (error) {
      if (!(error instanceof TrolleyWebhookRefused)) throw error;
      return void res.status(400).json({ error: 'BAD_SIGNATURE', message: 'The webhook signature does not match.' });
    }
    if (payment) {
      const update = payment;
      await localsOf(res).scope.transaction((scope) => scope.quests.trolleyPayouts?.applyPaymentUpdate(update) ?? Promise.resolve());
    }
    res.json({ received: true });
  });
  return router;
}
