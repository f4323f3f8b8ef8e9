import { isPlanCheckoutReference } from '@lurkit/adapters/sandbox/sandbox-subscription-gateway.ts';
import { CompletePlanCheckout, SyncCustomerBilling } from '@lurkit/core/billing/application/complete-plan-checkout.ts';
import { PLANS } from '@lurkit/core/billing/domain/plan.ts';
import { knownValue } from '@lurkit/adapters/postgres/shared/known-value.ts';
import { PLAN_IDS } from '@lurkit/core/billing/domain/plan.ts';
import { CompleteCheckout } from '@lurkit/core/quests/application/complete-checkout.ts';
import { RecordPayoutMove } from '@lurkit/core/quests/application/payout-failures.ts';
import { VIDEO_VISIBILITIES } from '@lurkit/core/quests/domain/content-submission.ts';
import { formatUsd } from '@lurkit/core/shared/money.ts';
import type { SandboxOAuthServer } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import express, { Router } from 'express';
import { localsOf } from './request-locals.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;background:#111;color:#eee}
.card{border:1px solid #444;border-radius:8px;padding:1rem;margin:1rem 0}button{font:inherit;padding:.6rem 1rem;margin:.25rem .25rem .25rem 0;border-radius:6px;border:1px solid #666;background:#222;color:#eee;cursor:pointer}
button.primary{background:#2d6cdf;border-color:#2d6cdf}.meta{color:#bbb}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}</style>
</head><body><p class="meta">Sandbox: nothing here moves real money.</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const OUTCOMES = { pay: 'succeeded', fail: 'failed', abandon: 'canceled' } as const;

/**
 * The sandbox payment provider's checkout page, and the sandbox payout provider, video platform and
 * Twitch live streams a developer drives by hand (the model is /dev/outbox). Mounted only while no
 * real provider is set.
 */
export function devSandboxRoutes(oauthSandbox: Pick<SandboxOAuthServer, 'setLive'>): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '8kb' }));

  router.get('/checkout/:id', async (req, res) => {
    const payment = await localsOf(res).scope.quests.sandboxCheckout.find(req.params.id);
    if (!payment) return void res.status(404).type('html').send(page('Checkout not found', '<p>No such sandbox checkout.</p>'));
    const open = payment.status === 'requires_payment';
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          'Sandbox checkout',
          `<div class="card"><p>${escapeHtml(payment.description)}</p><p><strong>${formatUsd(payment.amount)}</strong> USD</p>
<p class="meta">Status: ${escapeHtml(payment.status)}</p></div>
${
  open
    ? `<form method="post" action="/dev/checkout/${encodeURIComponent(payment.id)}">
<button class="primary" name="outcome" value="pay">Pay ${formatUsd(payment.amount)}</button>
<button name="outcome" value="fail">Fail the payment</button>
<button name="outcome" value="abandon">Abandon</button></form>`
    : `<p><a href="${escapeHtml(payment.successUrl)}">Back to Lurkit</a></p>`
}`,
        ),
      );
  });

  router.post('/checkout/:id', async (req, res) => {
    const outcome = OUTCOMES[String(req.body?.outcome) as keyof typeof OUTCOMES];
    if (!outcome) return void res.status(400).type('html').send(page('Unknown choice', '<p>Pay, fail or abandon.</p>'));
    const id = req.params.id;
    // The provider settles, then tells Lurkit (the webhook of a real provider), in one transaction.
    const next = await localsOf(res).scope.transaction(async (scope) => {
      const back = await scope.quests.sandboxCheckout.settle(id, outcome);
      if (!back) return back;
      const payment = await scope.quests.sandboxCheckout.find(id);
      if (payment && isPlanCheckoutReference(payment.reference)) {
        // A plan's checkout: the card starts the subscription, then billing hears of it as from Stripe.
        await scope.billing.sandboxBilling.activate(id, scope.billing.clock.now());
        await new CompletePlanCheckout(scope.billing).execute({ checkoutId: id });
      } else {
        await new CompleteCheckout(scope.quests).execute({ provider: 'sandbox', providerPaymentId: id });
      }
      return back;
    });
    if (!next) return void res.status(404).type('html').send(page('Checkout not found', '<p>No such sandbox checkout.</p>'));
    res.redirect(303, next);
  });

  router.get('/billing', async (_req, res) => {
    const subscriptions = await localsOf(res).scope.billing.sandboxBilling.list();
    const rows = subscriptions
      .map(
        (s) =>
          `<div class="card" id="${escapeHtml(s.id)}"><p><strong>${escapeHtml(PLANS[knownValue(PLAN_IDS, s.plan, 'plan')].name)}</strong> · company ${escapeHtml(s.companyId)} · ${escapeHtml(s.status)}${
            s.cancelAtPeriodEnd ? ' · cancels at period end' : ''
          }</p><p class="meta">Period ends ${escapeHtml(s.currentPeriodEnd.toISOString())}</p>${
            s.status === 'canceled'
              ? ''
              : `<form method="post" action="/dev/billing/${encodeURIComponent(s.id)}"><button class="primary" name="outcome" value="paid">${
                  s.status === 'past_due' ? 'Pay with a new card' : 'Renew: charge the card'
                }</button><button name="outcome" value="failed">Renew: card declined</button></form>`
          }</div>`,
      )
      .join('\n');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(page('Sandbox subscriptions', rows || '<p>No subscriptions yet: choose a plan under company settings.</p>'));
  });

  router.post('/billing/:id', async (req, res) => {
    const outcome = req.body?.outcome === 'paid' ? 'paid' : req.body?.outcome === 'failed' ? 'failed' : null;
    if (!outcome) return void res.status(400).type('html').send(page('Unknown choice', '<p>Charge or decline.</p>'));
    const id = req.params.id;
    // The provider renews (or fails to), then tells Lurkit as Stripe's invoice events would.
    await localsOf(res).scope.transaction(async (scope) => {
      const customerId = await scope.billing.sandboxBilling.renew(id, outcome, scope.billing.clock.now());
      if (customerId) await new SyncCustomerBilling(scope.billing).execute({ customerId });
    });
    res.redirect(303, `/dev/billing#${encodeURIComponent(id)}`);
  });

  router.get('/payouts', async (_req, res) => {
    const payouts = await localsOf(res).scope.quests.sandboxPayouts.listRecent();
    const rows = payouts
      .map(
        (p) =>
          `<div class="card"><p><strong>${formatUsd(p.amount)}</strong> · quest run ${escapeHtml(p.reference)} · ${escapeHtml(p.status)}${
            p.failureReason ? ` (${escapeHtml(p.failureReason)})` : ''
          }</p>${
            p.status === 'pending'
              ? `<form method="post" action="/dev/payouts/${p.id}"><button class="primary" name="outcome" value="paid">Mark paid</button>
<button name="outcome" value="failed">Fail: account closed</button></form>`
              : ''
          }</div>`,
      )
      .join('\n');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(page('Sandbox payouts', rows || '<p>No payouts yet.</p>'));
  });

  router.post('/payouts/:id', async (req, res) => {
    const status = String(req.body?.outcome);
    const id = req.params.id;
    const outcome =
      status === 'paid'
        ? ({ status: 'paid' } as const)
        : status === 'failed'
          ? ({ status: 'failed', reason: 'The bank account is closed (sandbox).' } as const)
          : null;
    // The provider moves the payout and the ledger follows, in one transaction.
    if (outcome)
      await localsOf(res).scope.transaction(async (scope) => {
        const moved = await scope.quests.sandboxPayouts.settle(id, outcome);
        if (moved) await new RecordPayoutMove(scope.quests).execute(moved);
      });
    res.redirect(303, '/dev/payouts');
  });

  router.get('/videos', (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          'Sandbox videos',
          `<p>Submitted videos are unlisted until made public here (a real platform takes up to 3 hours to show it).</p>
<form method="post" action="/dev/videos" class="card"><label>Video URL <input name="url" type="url" required></label>
<p>${VIDEO_VISIBILITIES.map((v) => `<button name="visibility" value="${v}">${v}</button>`).join('')}</p></form>`,
        ),
      );
  });

  router.post('/videos', async (req, res) => {
    const url = String(req.body?.url ?? '').trim();
    const visibility = VIDEO_VISIBILITIES.find((v) => v === req.body?.visibility);
    if (!/^https?:\/\//.test(url) || url.length > 2048 || !visibility) {
      return void res.status(400).type('html').send(page('Not saved', '<p>Give a video URL and a visibility.</p>'));
    }
    await localsOf(res).scope.quests.sandboxVideos.set(url, visibility);
    res.redirect(303, '/dev/videos');
  });

  router.get('/live', (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          'Sandbox live streams',
          `<p>Sandbox Twitch channels stream on a daily schedule of their own; here a channel goes on air now, playing a game you name, or off air. The live sampler reads it on its next run (every five minutes).</p>
<form method="post" action="/dev/live" class="card"><label>Twitch account name <input name="login" required maxlength="50"></label>
<label>Game <input name="game" maxlength="200"></label>
<p><button class="primary" name="state" value="live">Go live</button><button name="state" value="offline">Go off air</button></p></form>`,
        ),
      );
  });

  router.post('/live', (req, res) => {
    const login = String(req.body?.login ?? '').trim();
    const game = String(req.body?.game ?? '').trim();
    const state = req.body?.state;
    if (!/^[A-Za-z0-9_]{1,50}$/.test(login) || game.length > 200 || (state !== 'live' && state !== 'offline')) {
      return void res.status(400).type('html').send(page('Not changed', '<p>Give a Twitch account name and go live or off air.</p>'));
    }
    const startedAt = new Date();
    oauthSandbox.setLive(
      login,
      state === 'live'
        ? {
            id: String(5_000_000_000 + (startedAt.getTime() % 1_000_000_000)),
            title: game ? `${login} plays ${game}` : `${login} is live`,
            gameName: game,
            startedAt: startedAt.toISOString(),
            viewers: 120,
          }
        : null,
    );
    res.redirect(303, '/dev/live');
  });

  return router;
}
