import type { QuestStep } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import { expect } from 'vitest';
import type { VariablesOf } from '../../../web/src/graphql.ts';
import {
  ACCEPT_QUEST_OFFER,
  CREATE_QUEST,
  PUBLISH_QUEST,
  SAVE_QUEST_STEP,
  START_QUEST_CHECKOUT,
  SUBMIT_QUEST_CONTENT,
  SUBMIT_QUEST_OFFER,
} from '../tests/operations.ts';
import { signedInCompanyUser, signedInCreator } from './accounts-world.ts';
import { answerSandbox } from './billing-world.ts';
import { sql } from './direct-db.ts';
import type { HttpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The General step of a quest running from yesterday for 30 days. */
export const generalStep = (name = 'Launch stream') => ({
  name,
  startDate: new Date(Date.now() - DAY_MS).toISOString(),
  endDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
  budgetCents: 500_000,
  deliveryType: 'open',
  embargo: null,
  platforms: ['STEAM' as const],
  tags: ['co-op'],
  visibility: 'Discoverable',
});

/** A draft quest of the company, every step filled so the publish checks pass. */
export async function aFilledQuest(app: TestApp, company: HttpClient, name?: string): Promise<string> {
  const created = await company.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep(name) });
  expect(created.errors).toEqual([]);
  const id = created.data!.createQuest.id;
  const [owner] = await sql<{ company_id: string }>(app.databaseUrl, 'select company_id from quest where id = ?', [id]);
  const [item] = await sql<{ id: string }>(
    app.databaseUrl,
    `insert into code_item (id, company_id, type, name, game, allocation, created_by, created_at)
     values (gen_random_uuid(), ?, 'game', ?, ?, 'auto', 'test', now()) returning id`,
    [owner!.company_id, `Game ${id.slice(0, 8)}`, `Game ${id.slice(0, 8)}`],
  );
  const steps: [QuestStep, VariablesOf<typeof SAVE_QUEST_STEP>['values']][] = [
    ['goalsAndInfo', { goals: ['Wishlists'], deliverables: ['One stream'], talkingPoints: ['Co-op mode'], callToAction: 'Wishlist now' }],
    ['creatorKit', { codeManagerItemIds: [item!.id], kitKeys: [{ platform: 'STEAM' as const, count: 5 }] }],
  ];
  for (const [step, values] of steps) expect((await company.op(SAVE_QUEST_STEP, { id, step, values })).errors).toEqual([]);
  return id;
}

/** Publishes, the company's account reviewed first so the quest goes live at once. */
export async function publishQuest(app: TestApp, company: HttpClient, questId: string): Promise<void> {
  await sql(app.databaseUrl, 'update company set is_verified = true where id = (select company_id from quest where id = ?)', [questId]);
  await sql(
    app.databaseUrl,
    'update user_account set email_verified_at = now() where id in (select user_id from company_member where company_id = (select company_id from quest where id = ?))',
    [questId],
  );
  const published = await company.op(PUBLISH_QUEST, { id: questId });
  expect(published.errors).toEqual([]);
}

/** A creator with Quest approval: verified, a Twitch channel, payout setup finished. */
export async function approveCreatorForQuests(app: TestApp, username: string, minimumDealSizeCents = 0): Promise<string> {
  const [row] = await sql<{ id: string }>(
    app.databaseUrl,
    'update user_account set email_verified_at = now() where username = ? returning id',
    [username],
  );
  const creatorId = row!.id;
  await sql(
    app.databaseUrl,
    `insert into creator_channel (id, creator_id, provider, provider_channel_id, handle, display_name, followers, average_concurrent_viewers,
       account_created_at, affiliation, language, country, synced_at)
     values (gen_random_uuid(), ?, 'twitch', ?, ?, ?, 5000, 120, now() - interval '2 years', 'partner', 'en', 'SE', now())`,
    [creatorId, `tw-${creatorId}`, username.slice(0, 20), username.slice(0, 20)],
  );
  await sql(
    app.databaseUrl,
    `insert into creator_payout_account (creator_id, method, provider, provider_recipient_id, label, status, minimum_deal_size_cents, updated_at)
     values (?, 'paypal', 'sandbox', ?, 'PayPal (sandbox)', 'ready', ?, now())`,
    [creatorId, `sbx_rcp_${creatorId}`, minimumDealSizeCents],
  );
  return creatorId;
}

export const anOffer = (questId: string, amountCents = 40_000) => ({
  questId,
  deliveryType: 'open' as const,
  platform: 'twitch' as const,
  amountCents,
  contentLengthMinutes: 60,
  contentType: 'Stream' as const,
  message: 'Happy to stream it',
  agreementConfirmed: true,
});

/** A creator's offer on the quest, accepted by the company: it sits in the cart. */
export async function anAcceptedOffer(creator: HttpClient, company: HttpClient, questId: string, amountCents?: number): Promise<string> {
  const offered = await creator.op(SUBMIT_QUEST_OFFER, anOffer(questId, amountCents));
  expect(offered.errors).toEqual([]);
  const runId = offered.data!.submitQuestOffer.id;
  expect((await company.op(ACCEPT_QUEST_OFFER, { runId })).errors).toEqual([]);
  return runId;
}

/** A deal paid in the sandbox with the creator's content submitted: money in escrow. */
export async function aPaidSubmittedRun(app: TestApp, name: string, company?: Awaited<ReturnType<typeof signedInCompanyUser>>) {
  company ??= await signedInCompanyUser(app);
  const questId = await aFilledQuest(app, company.client, name);
  await publishQuest(app, company.client, questId);
  const creator = await signedInCreator(app);
  await approveCreatorForQuests(app, creator.username);
  const runId = await anAcceptedOffer(creator.client, company.client, questId, 30_000);
  const checkout = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
  await answerSandbox(company.client, new URL(checkout.checkoutUrl!).pathname, 'pay');
  expect((await creator.client.op(SUBMIT_QUEST_CONTENT, { runId, url: 'https://www.twitch.tv/videos/777' })).errors).toEqual([]);
  return { company, creator, runId, providerPaymentId: checkout.id };
}

/**
 * A payout that reached the creator at `at`, written straight into the ledger as approval, the payout job and
 * the provider's report would (released, sent, then paid): for a moment the app's clock cannot reach, such as last New Year's Eve.
 */
export async function aPayoutPaidAt(app: TestApp, creatorId: string, at: string, amountCents: number): Promise<void> {
  const runId = globalThis.crypto.randomUUID();
  const payoutId = `sbx_po_${runId}`;
  const moves = [
    ['releaseToPayable', runId, `escrow:${runId}`, 'creatorPayable'],
    ['payoutSent', payoutId, `creatorPayable:${creatorId}`, 'creatorInTransit'],
    ['payoutPaid', payoutId, `creatorInTransit:${creatorId}`, 'creatorPaidOut'],
  ] as const;
  for (const [cause, reference, from, to] of moves) {
    const id = globalThis.crypto.randomUUID();
    await sql(
      app.databaseUrl,
      `with tx as (insert into ledger_transaction (id, cause, reference, currency, posted_at) values (?, ?, ?, 'USD', ?) returning id)
       insert into ledger_entry (id, transaction_id, account, amount_cents)
       select gen_random_uuid(), tx.id, e.account, e.amount from tx, (values (?, ?::int), (?, ?::int)) as e(account, amount)`,
      [id, cause, reference, at, from, -amountCents, `${to}:${creatorId}`, amountCents],
    );
  }
}
