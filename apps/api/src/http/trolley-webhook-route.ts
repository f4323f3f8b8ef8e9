import { paymentOfTrolleyWebhook, TrolleyWebhookMalformed, TrolleyWebhookRefused } from '@lurkit/adapters/trolley/trolley-webhook.ts';
import type { TrolleySettings } from '@lurkit/adapters/trolley/trolley-settings.ts';
import { RecordPayoutMove } from '@lurkit/core/quests/application/payout-failures.ts';
import express, { Router } from 'express';
import { localsOf } from './request-locals.ts';

/**
 * POST /api/webhooks/trolley: Trolley tells us a payment moved (processed, failed, returned). The raw
 * body is verified against the X-PaymentRails-Signature header; a bad or old signature, or a signed
 * payment event without its payment's id and status, is a 400 and changes nothing. A payout moves
 * only forward: replays, late and unknown statuses are recorded, logged and answered 200. The ledger
 * follows each move in the same transaction, and a payout that fails is told to its creator (mail and bell).
 */
export function trolleyWebhookRoute(settings: TrolleySettings): Router {
  const router = Router();
  router.post('/', express.text({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const header = req.get('x-paymentrails-signature') ?? req.get('x-trolley-signature') ?? '';
    let payment;
    try {
      payment = paymentOfTrolleyWebhook(typeof req.body === 'string' ? req.body : '', header, settings.webhookSecret);
    } catch (error) {
      if (error instanceof TrolleyWebhookMalformed) return void res.status(400).json({ error: 'MALFORMED_EVENT', message: error.message });
      if (!(error instanceof TrolleyWebhookRefused)) throw error;
      return void res.status(400).json({ error: 'BAD_SIGNATURE', message: 'The webhook signature does not match.' });
    }
    if (payment) {
      const update = payment;
      const applied = await localsOf(res).scope.transaction(async (scope) => {
        const report = await scope.quests.trolleyPayouts?.applyPaymentUpdate(update);
        if (report?.moved) await new RecordPayoutMove(scope.quests).execute(report.moved);
        return report;
      });
      if (applied && (applied.outcome === 'ignored' || applied.outcome === 'unknown'))
        req.log?.warn({ payment: update.id, status: update.status, outcome: applied.outcome }, 'Trolley payment status not applied');
    }
    res.json({ received: true });
  });
  return router;
}
