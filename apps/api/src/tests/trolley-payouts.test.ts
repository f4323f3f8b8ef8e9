import { FakeTrolleyServer } from '@lurkit/adapters/trolley/testing/fake-trolley-server.ts';
import { signTrolleyWebhook } from '@lurkit/adapters/trolley/trolley-webhook.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { SavePayoutSetupMutation as SAVE_PAYOUT_SETUP } from '../../../web/src/quests/operations/creator-quests.operations.ts';
import { signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';

const WEBHOOK_SECRET = 'whsec_trolley_api';
const fake = new FakeTrolleyServer('ALapi', 'secret_api');
const trolleyUrl = await fake.start();
afterAll(() => fake.stop());

const app = useTestApp({
  env: {
    TROLLEY_ACCESS_KEY: 'ALapi',
    TROLLEY_SECRET_KEY: 'secret_api',
    TROLLEY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TROLLEY_API_URL: trolleyUrl,
  },
});

const webhook = (payload: string, signature: string) =>
  app.client().request('/api/webhooks/trolley', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paymentrails-signature': signature },
    body: payload,
  });

describe('Creators paid through Trolley (a fake Trolley server)', () => {
  it('sends the payout setup to Trolley and keeps only a masked label and the recipient id', async () => {
    const creator = await signedInCreator(app);
    const saved = await creator.client.op(SAVE_PAYOUT_SETUP, {
      setup: { method: 'bank', accountHolder: 'Anna Berg', iban: 'SE45 5000 0000 0583 9825 7466', minimumDealSizeCents: 10_000 },
    });
    expect(saved.data?.savePayoutSetup).toMatchObject({ method: 'bank', label: 'Bank ••••7466', status: 'ready', ready: true });
    const [row] = await sql<{ provider: string; provider_recipient_id: string }>(
      app.databaseUrl,
      'select provider, provider_recipient_id from creator_payout_account where creator_id = (select id from user_account where username = ?)',
      [creator.username],
    );
    expect(row?.provider).toBe('trolley');
    const recipient = fake.recipients.get(row!.provider_recipient_id);
    expect(recipient?.accounts).toEqual([expect.objectContaining({ type: 'bank-transfer', iban: 'SE4550000000058398257466' })]);
    const stored = await sql<{ text: string }>(app.databaseUrl, `select row_to_json(a)::text as text from creator_payout_account a`, []);
    expect(stored.map((s) => s.text).join()).not.toContain('58398257466');
  });

  it('believes only signed webhooks: a payment Trolley processed is paid, a replay changes nothing', async () => {
    const creator = await signedInCreator(app);
    const [user] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [creator.username]);
    const [payout] = await sql<{ id: string }>(
      app.databaseUrl,
      `insert into quest_payout (id, reference, creator_id, provider, provider_payout_id, amount_cents, status, initiated_at)
       values (gen_random_uuid(), ?, ?, 'trolley', 'P-api-1', 5000, 'pending', now()) returning id`,
      [globalThis.crypto.randomUUID(), user!.id],
    );
    // The payout's money on its way in the ledger, as paying the run out would have posted it.
    await sql(
      app.databaseUrl,
      `with tx as (insert into ledger_transaction (id, cause, reference, currency, posted_at) values (gen_random_uuid(), 'payoutSent', ?, 'USD', now()) returning id)
       insert into ledger_entry (id, transaction_id, account, amount_cents)
       select gen_random_uuid(), tx.id, e.account, e.amount from tx, (values ('providerClearing:platform', -5000), (?, 5000)) as e(account, amount)`,
      [payout!.id, `creatorInTransit:${user!.id}`],
    );
    const status_ = async () =>
      (
        await sql<{ status: string; failure_reason: string | null }>(
          app.databaseUrl,
          'select status, failure_reason from quest_payout where id = ?',
          [payout!.id],
        )
      )[0];
    const now = Math.round(Date.now() / 1000);
    const paid = JSON.stringify({ model: 'payment', action: 'updated', body: { payment: { id: 'P-api-1', status: 'processed' } } });

    expect((await webhook(paid, signTrolleyWebhook('whsec_wrong', paid, now))).status).toBe(400);
    expect((await webhook(paid, '')).status).toBe(400);
    expect(await status_()).toMatchObject({ status: 'pending' });

    expect((await webhook(paid, signTrolleyWebhook(WEBHOOK_SECRET, paid, now))).status).toBe(200);
    expect(await status_()).toMatchObject({ status: 'paid' });
    expect((await webhook(paid, signTrolleyWebhook(WEBHOOK_SECRET, paid, now))).status).toBe(200);
    expect(await status_()).toMatchObject({ status: 'paid' });

    // A late failure, a step back to pending and a status Trolley does not document: recorded, never applied.
    const late = (status: string) =>
      JSON.stringify({ model: 'payment', action: 'updated', body: { payment: { id: 'P-api-1', status, failureMessage: 'Late' } } });
    for (const status of ['failed', 'pending', 'processing', 'on_hold_forever']) {
      expect((await webhook(late(status), signTrolleyWebhook(WEBHOOK_SECRET, late(status), now))).status).toBe(200);
      expect(await status_()).toEqual({ status: 'paid', failure_reason: null });
    }
    const reports = await sql<{ provider_status: string; outcome: string }>(
      app.databaseUrl,
      `select provider_status, outcome from quest_payout_report where provider_payout_id = 'P-api-1' order by received_at, outcome`,
      [],
    );
    expect(reports.map((r) => `${r.provider_status}:${r.outcome}`)).toEqual(
      expect.arrayContaining(['processed:applied', 'processed:same', 'failed:ignored', 'pending:ignored', 'on_hold_forever:unknown']),
    );

    const returned = JSON.stringify({
      model: 'payment',
      action: 'updated',
      body: { payment: { id: 'P-api-1', status: 'returned', returnedNote: 'Account closed' } },
    });
    expect((await webhook(returned, signTrolleyWebhook(WEBHOOK_SECRET, returned, now))).status).toBe(200);
    expect(await status_()).toEqual({ status: 'failed', failure_reason: 'Account closed' });
  });

  it('answers 400 to a correctly signed payment event without its payment id or status', async () => {
    const now = Math.round(Date.now() / 1000);
    const broken = [
      { model: 'payment', action: 'updated' },
      { model: 'payment', action: 'updated', body: { payment: { status: 'processed' } } },
      { model: 'payment', action: 'updated', body: { payment: { id: 'P-x' } } },
      [1, 2],
    ];
    for (const event of broken) {
      const payload = JSON.stringify(event);
      const answer = await webhook(payload, signTrolleyWebhook(WEBHOOK_SECRET, payload, now));
      expect(answer.status, payload).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'MALFORMED_EVENT' });
    }
  });
});
