import { centsOf } from '@lurkit/core/shared/money.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parentRows } from '../testing/parent-rows.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { MikroOrmPayoutAccountRepository } from '../postgres/payments/mikro-orm-payout-account-repository.ts';
import { FakeTrolleyServer } from './testing/fake-trolley-server.ts';
import { TrolleyApi, TrolleyError } from './trolley-api.ts';
import { TrolleyPayoutRecipients } from './trolley-payout-recipients.ts';
import { TrolleyPayouts } from './trolley-payouts.ts';
import { paymentOfTrolleyWebhook, signTrolleyWebhook, TrolleyWebhookMalformed, TrolleyWebhookRefused } from './trolley-webhook.ts';

const db = useTestDatabase();
let trolley: FakeTrolleyServer;
let api: TrolleyApi;

beforeAll(async () => {
  trolley = new FakeTrolleyServer();
  const apiUrl = await trolley.start();
  api = new TrolleyApi({ accessKey: trolley.accessKey, secretKey: trolley.secretKey, webhookSecret: 'whsec', apiUrl });
});
afterAll(async () => {
  await trolley.stop();
});

let creatorId: string;
beforeEach(async () => {
  creatorId = globalThis.crypto.randomUUID();
  await parentRows(db().orm.em).user(creatorId);
});

/** Registers the creator at Trolley and saves the payout account, as SavePayoutSetup does. */
async function setUp(method: 'bank' | 'paypal' = 'paypal') {
  const em = db().orm.em.fork();
  const recipients = new TrolleyPayoutRecipients(em, api);
  const details: Record<string, string> =
    method === 'paypal' ? { paypalEmail: 'anna@example.com' } : { accountHolder: 'Anna Berg', iban: 'SE4550000000058398257466' };
  const recipient = await recipients.registerRecipient({ creatorId, method, details });
  await new MikroOrmPayoutAccountRepository(em).save({
    creatorId,
    method,
    provider: 'trolley',
    providerRecipientId: recipient.recipientId,
    label: 'x',
    status: recipient.status,
    minimumDealSizeCents: 0,
    updatedAt: new Date(),
  });
  return recipient;
}

describe('Trolley payout recipients', () => {
  it('sends a bank account to Trolley as the primary account of a new recipient named for the creator, and keeps only its id', async () => {
    const recipient = await setUp('bank');
    expect(recipient.status).toBe('ready');
    const stored = trolley.recipients.get(recipient.recipientId);
    expect(stored).toMatchObject({ referenceId: creatorId, firstName: 'Anna', lastName: 'Berg' });
    expect(stored?.accounts).toEqual([
      expect.objectContaining({
        type: 'bank-transfer',
        primary: true,
        country: 'SE',
        iban: 'SE4550000000058398257466',
        accountHolderName: 'Anna Berg',
      }),
    ]);
  });

  it('reuses the recipient when the creator changes to PayPal, and finds it by reference after a save that stopped halfway', async () => {
    const first = await setUp('bank');
    const again = await new TrolleyPayoutRecipients(db().orm.em.fork(), api).registerRecipient({
      creatorId,
      method: 'paypal',
      details: { paypalEmail: 'anna@example.com' },
    });
    expect(again.recipientId).toBe(first.recipientId);
    expect(trolley.recipients.get(first.recipientId)?.accounts.at(-1)).toMatchObject({ type: 'paypal', emailAddress: 'anna@example.com' });

    // Trolley made the recipient, our row was never written.
    const other = globalThis.crypto.randomUUID();
    await parentRows(db().orm.em).user(other);
    trolley.failNext('/accounts');
    const recipients = new TrolleyPayoutRecipients(db().orm.em.fork(), api);
    await expect(
      recipients.registerRecipient({ creatorId: other, method: 'paypal', details: { paypalEmail: 'o@example.com' } }),
    ).rejects.toThrow(TrolleyError);
    const retried = await recipients.registerRecipient({ creatorId: other, method: 'paypal', details: { paypalEmail: 'o@example.com' } });
    expect([...trolley.recipients.values()].filter((r) => r.referenceId === other).map((r) => r.id)).toEqual([retried.recipientId]);
  });
});

describe('Trolley payouts', () => {
  it('pays a run as one started batch of one payment in USD, pending until Trolley processes it', async () => {
    await setUp();
    const payouts = new TrolleyPayouts(db().orm.em.fork(), api);
    const reference = globalThis.crypto.randomUUID();
    const payout = await payouts.createPayout({ reference, creatorAccountId: creatorId, amount: centsOf(123_45) });
    expect(payout).toMatchObject({ status: 'pending', amount: 123_45 });
    const [payment] = trolley.payments().filter((p) => p.externalId === reference);
    expect(payment).toMatchObject({ status: 'processing', sourceAmount: '123.45', sourceCurrency: 'USD' });
    expect([...trolley.batches.values()].find((b) => b.payments.includes(payment!))?.status).toBe('processing');
  });

  it('pays a run once: asked again it answers the first payout, and a payout cut off after Trolley made the batch finds it', async () => {
    await setUp();
    const reference = globalThis.crypto.randomUUID();
    const before = trolley.batchesCreated;
    const first = await new TrolleyPayouts(db().orm.em.fork(), api).createPayout({
      reference,
      creatorAccountId: creatorId,
      amount: centsOf(5_000),
    });
    const second = await new TrolleyPayouts(db().orm.em.fork(), api).createPayout({
      reference,
      creatorAccountId: creatorId,
      amount: centsOf(5_000),
    });
    expect(second.id).toBe(first.id);
    expect(trolley.batchesCreated).toBe(before + 1);

    // The batch is made, then the connection drops before it is started and before our row records it;
    // the job's transaction rolls back and the retry must not pay twice.
    const cut = globalThis.crypto.randomUUID();
    trolley.failNext('/generate-quote');
    const em = db().orm.em.fork();
    await expect(
      em.transactional((tx) =>
        new TrolleyPayouts(tx, api).createPayout({ reference: cut, creatorAccountId: creatorId, amount: centsOf(700) }),
      ),
    ).rejects.toThrow(TrolleyError);
    const retried = await new TrolleyPayouts(db().orm.em.fork(), api).createPayout({
      reference: cut,
      creatorAccountId: creatorId,
      amount: centsOf(700),
    });
    expect(retried.status).toBe('pending');
    expect(
      trolley
        .payments()
        .filter((p) => p.externalId === cut)
        .map((p) => p.status),
    ).toEqual(['processing']);
    expect(trolley.batchesCreated).toBe(before + 2);
  });

  it('fails a payout, with the reason, for a creator whose payout setup is not at Trolley', async () => {
    const payout = await new TrolleyPayouts(db().orm.em.fork(), api).createPayout({
      reference: globalThis.crypto.randomUUID(),
      creatorAccountId: creatorId,
      amount: centsOf(100),
    });
    expect(payout.status).toBe('failed');
    expect(payout.failureReason).toMatch(/payout setup/);
  });

  it('moves to paid, or to failed with the bank’s reason, when Trolley says so', async () => {
    await setUp();
    const payouts = new TrolleyPayouts(db().orm.em.fork(), api);
    const paid = await payouts.createPayout({
      reference: globalThis.crypto.randomUUID(),
      creatorAccountId: creatorId,
      amount: centsOf(900),
    });
    const failed = await payouts.createPayout({
      reference: globalThis.crypto.randomUUID(),
      creatorAccountId: creatorId,
      amount: centsOf(900),
    });
    const paymentOf = async (id: string) => {
      const [row] = await db()
        .orm.em.fork()
        .getConnection()
        .execute<{ p: string }[]>('select provider_payout_id as p from quest_payout where id = ?', [id]);
      return row!.p;
    };
    await payouts.applyPaymentUpdate(trolley.settle(await paymentOf(paid.id), 'processed'));
    await payouts.applyPaymentUpdate(trolley.settle(await paymentOf(failed.id), 'failed', 'Account closed'));
    expect(await payouts.getPayout(paid.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(await payouts.getPayout(failed.id)).toMatchObject({ status: 'failed', failureReason: 'Account closed', paidAt: null });
  });
});

describe('Trolley payouts that fail', () => {
  const paymentOf = async (id: string) => {
    const [row] = await db()
      .orm.em.fork()
      .getConnection()
      .execute<{ p: string }[]>('select provider_payout_id as p from quest_payout where id = ?', [id]);
    return row!.p;
  };

  it('records and ignores a late failure or a step back to pending of a paid payout; a return still fails it', async () => {
    await setUp();
    const payouts = new TrolleyPayouts(db().orm.em.fork(), api);
    const payout = await payouts.createPayout({
      reference: globalThis.crypto.randomUUID(),
      creatorAccountId: creatorId,
      amount: centsOf(500),
    });
    const paymentId = await paymentOf(payout.id);
    expect((await payouts.applyPaymentUpdate({ id: paymentId, status: 'processed' })).outcome).toBe('applied');
    expect((await payouts.applyPaymentUpdate({ id: paymentId, status: 'failed', failureMessage: 'Late' })).outcome).toBe('ignored');
    expect((await payouts.applyPaymentUpdate({ id: paymentId, status: 'pending' })).outcome).toBe('ignored');
    expect((await payouts.applyPaymentUpdate({ id: paymentId, status: 'mystery' })).outcome).toBe('unknown');
    expect(await payouts.getPayout(payout.id)).toMatchObject({ status: 'paid', failureReason: null });
    const returned = await payouts.applyPaymentUpdate({ id: paymentId, status: 'returned', returnedNote: 'Account closed' });
    expect(returned).toMatchObject({ outcome: 'applied', payout: { status: 'failed', failureReason: 'Account closed' } });
    expect((await payouts.applyPaymentUpdate({ id: 'P-nobody', status: 'processed' })).outcome).toBe('unmatched');
  });

  it('sends a failed payout again once, as a new payment, and never pays a retried one twice', async () => {
    await setUp();
    const payouts = new TrolleyPayouts(db().orm.em.fork(), api);
    const reference = globalThis.crypto.randomUUID();
    const payout = await payouts.createPayout({ reference, creatorAccountId: creatorId, amount: centsOf(800) });
    const firstPayment = await paymentOf(payout.id);
    await payouts.applyPaymentUpdate(trolley.settle(firstPayment, 'failed', 'Account closed'));
    expect(await payouts.listFailed(creatorId)).toEqual([expect.objectContaining({ reference, failureReason: 'Account closed' })]);

    const retried = await payouts.retryPayout({ reference, creatorAccountId: creatorId, amount: centsOf(800) });
    const again = await payouts.retryPayout({ reference, creatorAccountId: creatorId, amount: centsOf(800) });

    expect(retried).toMatchObject({ id: payout.id, status: 'pending', failureReason: null });
    expect(again).toMatchObject({ id: payout.id, status: 'pending' });
    const secondPayment = await paymentOf(payout.id);
    expect(secondPayment).not.toBe(firstPayment);
    expect(
      trolley
        .payments()
        .filter((p) => p.externalId === reference)
        .map((p) => p.status),
    ).toEqual(['failed', 'processing']);
    expect(await payouts.listFailed(creatorId)).toEqual([]);
    // The first payment's late events no longer name this payout.
    expect((await payouts.applyPaymentUpdate({ id: firstPayment, status: 'failed' })).outcome).toBe('unmatched');
  });
});

describe('Trolley webhooks', () => {
  const body = JSON.stringify({ model: 'payment', action: 'updated', body: { payment: { id: 'P-1', status: 'processed' } } });
  const now = new Date('2026-11-26T10:00:00Z');
  const at = now.getTime() / 1000;

  it('reads the payment of a delivery signed with the webhook secret', () => {
    expect(paymentOfTrolleyWebhook(body, signTrolleyWebhook('whsec', body, at), 'whsec', now)).toMatchObject({
      id: 'P-1',
      status: 'processed',
    });
    const recipientEvent = JSON.stringify({ model: 'recipient', action: 'updated', body: { recipient: { id: 'R-1' } } });
    expect(paymentOfTrolleyWebhook(recipientEvent, signTrolleyWebhook('whsec', recipientEvent, at), 'whsec', now)).toBeNull();
  });

  it('refuses a signed payment event without its payment id or status as malformed', () => {
    for (const event of [{ model: 'payment' }, { model: 'payment', body: { payment: { status: 'processed' } } }, 'text']) {
      const text = JSON.stringify(event);
      expect(() => paymentOfTrolleyWebhook(text, signTrolleyWebhook('whsec', text, at), 'whsec', now)).toThrow(TrolleyWebhookMalformed);
    }
  });

  it('refuses another secret, a changed body, no signature and an old delivery', () => {
    expect(() => paymentOfTrolleyWebhook(body, signTrolleyWebhook('other', body, at), 'whsec', now)).toThrow(TrolleyWebhookRefused);
    expect(() => paymentOfTrolleyWebhook(`${body} `, signTrolleyWebhook('whsec', body, at), 'whsec', now)).toThrow(TrolleyWebhookRefused);
    expect(() => paymentOfTrolleyWebhook(body, '', 'whsec', now)).toThrow(TrolleyWebhookRefused);
    expect(() => paymentOfTrolleyWebhook(body, signTrolleyWebhook('whsec', body, at - 3600), 'whsec', now)).toThrow(TrolleyWebhookRefused);
  });
});
