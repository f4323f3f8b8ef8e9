import { Buffer } from 'node:buffer';
import { pageTexts } from '@lurkit/adapters/testing/pdf-text.ts';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { formatUsd, type Cents } from '@lurkit/core/shared/money.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useJourneyApp } from './support/journey-app.ts';
import { submitApproveAndPublish } from './support/quest-content-steps.ts';

/**
 * Money you can trust: Demo Studio pays a demo creator's accepted Quest run in the sandbox checkout,
 * the creator submits, the company approves, the worker sends the payout. The creator's wallet shows it
 * on its way; the bank fails it and the creator sees it failed with what to do; saving the payout details
 * sends it again and it is paid. The company's statement shows the charge, and the creator downloads
 * the year's earnings statement, whose total paid out is the wallet's.
 */

const journey = useJourneyApp({ env: { JOB_POLL_SECONDS: '1' } });

/** The wallet tile's figure (each tile is a group named for its balance). */
const tile = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

it('a Quest run paid by the company reaches the creator: on its way, failed with what to do, paid, and in the yearly earnings PDF', async () => {
  // A demo creator's offer on Demo Studio's open Quest, accepted and waiting for payment.
  const [deal] = await sql<{ runId: string; questId: string; username: string; creator: string }>(
    journey.database.url,
    `select r.id as "runId", q.id as "questId", u.username, u.display_name as creator
       from quest_run r join quest q on q.id = r.quest_id join user_account u on u.id = r.creator_id
      where r.status = 'PENDING_PAYMENT' and q.name = 'Fjord Fishers launch streams' limit 1`,
  );
  expect(deal).toBeDefined();
  const runPath = `/campaigns/quests/${deal!.questId}/${deal!.runId}`;

  const company = await journey.signedIn('democompany');
  await company.goto('/company/cart');
  await company.getByRole('row').filter({ hasText: deal!.creator }).waitFor();
  await company.getByRole('button', { name: /^Pay / }).click();
  await company.waitForURL('**/dev/checkout/**');
  await company.getByRole('button', { name: 'Pay $' }).click();
  await company.waitForURL('**/company/cart/success?payment=*');
  await company.getByRole('heading', { name: 'Payment received' }).waitFor();
  const [line] = await sql<{ amount: number }>(
    journey.database.url,
    'select amount_cents as amount from quest_payment_line where run_id = ?',
    [deal!.runId],
  );
  const amount = formatUsd(line!.amount as Cents);

  const creator = await journey.signedIn(deal!.username);
  await creator.goto(runPath);
  await submitApproveAndPublish(creator, company, runPath, 'https://www.twitch.tv/videos/2026777');

  // The worker's payout job sends it: the wallet shows it on its way, nothing paid yet.
  await creator.goto('/user/settings/payments');
  await expect
    .poll(
      async () => {
        await creator.reload();
        return tile(creator, 'On its way').textContent();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toContain(amount);
  await expect.poll(() => tile(creator, 'Paid').textContent()).toContain('$0.00');

  // The bank refuses it: the creator sees a failure (never a tick) and what to do, and the money payable again.
  await company.goto('/dev/payouts');
  await company.locator('.card').filter({ hasText: deal!.runId }).getByRole('button', { name: 'Fail: account closed' }).click();
  await creator.goto(runPath);
  const payout = creator.getByRole('region', { name: 'Payout' });
  await payout.getByText('✗ Payout failed').waitFor();
  await payout.getByText(/Fix your payout details under Settings, Payments/).waitFor();
  expect(await payout.getByText('✓ Paid').count()).toBe(0);
  await creator.goto('/user/settings/payments');
  await expect.poll(() => tile(creator, 'Payable').textContent()).toContain(amount);

  // New payout details send it again; the provider pays it.
  await creator.getByLabel('PayPal email').fill(`${deal!.username}@example.com`);
  await creator.getByRole('button', { name: 'Save payout setup' }).click();
  await creator.getByText('Payout setup saved.').waitFor();
  await expect.poll(() => tile(creator, 'On its way').textContent()).toContain(amount);
  await company.goto('/dev/payouts');
  await company.locator('.card').filter({ hasText: deal!.runId }).getByRole('button', { name: 'Mark paid' }).click();
  await creator.goto(runPath);
  await payout.getByText('✓ Paid').waitFor();

  // The company's statement carries the charge, named for the Quest run and its creator.
  await company.goto('/company/settings/invoices/statements');
  await company.getByRole('row').filter({ hasText: deal!.creator }).filter({ hasText: amount }).first().waitFor();

  // The creator's wallet shows it paid, and the year's statement totals it; the PDF says the same.
  await creator.goto('/user/settings/payments');
  await expect.poll(() => tile(creator, 'Paid').textContent()).toContain(amount);
  const paidInWallet = (await tile(creator, 'Paid').textContent())!;
  const download = creator.waitForEvent('download');
  await creator.getByRole('link', { name: /^Download \d{4} statement \(PDF\)$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lurkit-earnings-\d{4}\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream())!) chunks.push(Buffer.from(chunk));
  const bytes = new Uint8Array(Buffer.concat(chunks));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const texts = (await pageTexts(bytes)).flat();
  const totalPaidOut = texts[texts.indexOf('Total paid out') + 1]!;
  expect(totalPaidOut).toBe(amount);
  expect(paidInWallet).toContain(totalPaidOut);
  expect(texts).toEqual(expect.arrayContaining([expect.stringContaining('Payout paid: Fjord Fishers launch streams')]));
}, 300_000);
