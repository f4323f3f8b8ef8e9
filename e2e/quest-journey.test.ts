import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';
import { submitApproveAndPublish } from './support/quest-content-steps.ts';

/**
 * Quests: Demo Studio sets up and publishes a Quest; democreator bids, the company
 * counters, the creator accepts, the company pays in the sandbox checkout, the creator submits, the
 * company approves, the creator posts it publicly, the worker pays out and the payout reaches paid.
 */

const journey = useJourneyApp({ env: { JOB_POLL_SECONDS: '1' } });

const signedIn = journey.signedIn;

it('takes one Quest from offer to payout: bid, counter, accept, sandbox payment, content, approval, payout paid', async () => {
  const company = await signedIn('democompany');
  await company.goto('/company/activations/quests');
  await company.getByRole('button', { name: 'Game promotion Quest' }).click();
  await company.waitForURL('**/company/quests/create?kind=gamePromotion');
  await company.getByLabel('Quest name').fill('Fjord Fishers sponsored streams');
  await company.getByLabel('Budget in USD (optional)').fill('5000');
  await company.getByRole('button', { name: 'Save and continue' }).click();
  await company.waitForURL('**/edit/goals-and-info');
  await company.getByLabel('Deliverables').fill('One sponsored stream of 60 minutes');
  await company.getByLabel('Talking points').fill('Four-player co-op\nOut now on Steam');
  await company.getByRole('button', { name: 'Next' }).click();
  await company.getByText('Goals and info saved.').waitFor();
  await company.getByRole('heading', { name: 'Requirements' }).waitFor();
  await company.getByRole('button', { name: 'Next' }).click();
  await company.getByText('Requirements saved.').waitFor();
  await company.getByRole('group', { name: 'Code Manager items' }).getByRole('checkbox').first().check();
  await company.getByLabel('Codes per platform').fill('Steam 1');
  await company.getByRole('button', { name: 'Save and finish' }).click();
  await company.getByText('Creator kit saved.').waitFor();
  await company.waitForURL(/\/campaigns\/quests\/[0-9a-f-]+$/);
  const questPath = new URL(company.url()).pathname;
  await company.goto(`${questPath}/edit`);
  await company.getByRole('button', { name: 'Publish' }).click();
  await company.getByText('Published.', { exact: true }).waitFor();

  const creator = await signedIn('democreator');
  await creator.goto('/user/settings/payments');
  await creator.getByLabel('PayPal email').fill('democreator@example.com');
  await creator.getByLabel('Minimum deal size in USD').fill('100');
  await creator.getByRole('button', { name: 'Save payout setup' }).click();
  await creator.getByText('Payout setup saved.').waitFor();
  await creator.goto(questPath);
  await creator.getByLabel('Amount in USD').fill('99');
  await creator.getByLabel('I have read and will honor the agreement').check();
  await creator.getByRole('button', { name: 'Send offer' }).click();
  await creator.getByText(/minimum deal size of \$100/).waitFor();
  await creator.getByLabel('Amount in USD').fill('400');
  await creator.getByRole('button', { name: 'Send offer' }).click();
  await creator.waitForURL(/\/campaigns\/quests\/[0-9a-f-]+\/[0-9a-f-]+$/);
  const runPath = new URL(creator.url()).pathname;

  await company.goto(`${questPath}/participants/offers`);
  await company.locator(`a[href="${runPath}"]`).click();
  await company.waitForURL(`**${runPath}`);
  await company.getByRole('button', { name: 'Counter offer' }).click();
  await company.getByLabel('Rate in USD').fill('350');
  await company.getByRole('button', { name: 'Send counter offer' }).click();
  await company.getByText('Counter offer sent.').waitFor();

  await creator.reload();
  await creator.getByRole('button', { name: 'Accept $350.00' }).click();
  await creator.getByText('Offer accepted.').waitFor();

  await company.goto('/company/cart');
  const line = company.getByRole('row').filter({ hasText: 'Fjord Fishers sponsored streams' });
  await line.getByText('$350.00').waitFor();
  await company.getByRole('button', { name: /^Pay / }).click();
  await company.waitForURL('**/dev/checkout/**');
  await company.getByRole('button', { name: 'Pay $' }).click();
  await company.waitForURL('**/company/cart/success?payment=*');
  await company.getByRole('heading', { name: 'Payment received' }).waitFor();

  await creator.reload();
  await submitApproveAndPublish(creator, company, runPath, 'https://www.twitch.tv/videos/2024001');

  // The worker's payout job completes the run; the sandbox provider then pays it.
  const runId = runPath.split('/').at(-1)!;
  await expect
    .poll(
      async () => (await sql<{ status: string }>(journey.database.url, 'select status from quest_run where id = ?', [runId]))[0]?.status,
      {
        timeout: 30_000,
        interval: 500,
      },
    )
    .toBe('COMPLETED');
  await company.goto('/dev/payouts');
  await company.locator('.card').filter({ hasText: runId }).getByRole('button', { name: 'Mark paid' }).click();
  await creator.reload();
  await creator.getByText('✓ Paid').waitFor();
}, 240_000);

it('invites creators to a hidden Quest: the company sends by email and again to an expired invite; democreator accepts on the invited page', async () => {
  const [hidden] = await sql<{ id: string }>(journey.database.url, `select id from quest where visibility = 'Hidden' limit 1`);
  const [me] = await sql<{ display_name: string }>(
    journey.database.url,
    `select display_name from user_account where username = 'democreator'`,
  );
  const company = await signedIn('democompany');
  await company.goto(`/campaigns/quests/${hidden!.id}/invite-creators`);
  await company.getByLabel('Email addresses').fill('new.creator@example.com');
  await company.getByRole('button', { name: 'Send invitations' }).click();
  await company.getByText('1 invitations sent.').waitFor();
  const sent = company.getByRole('table', { name: 'Invitations sent' });
  await sent
    .getByRole('row', { name: /new\.creator@example\.com/ })
    .getByText('Pending')
    .waitFor();
  await sent.getByRole('button', { name: 'Send again to late.reply@example.com' }).click();
  await company.getByText('Invitation sent again to late.reply@example.com.').waitFor();

  const creator = await signedIn('democreator');
  await creator.goto(`/campaigns/quests/${hidden!.id}/invited`);
  await creator.getByRole('button', { name: 'Accept' }).click();
  await creator.getByRole('link', { name: 'Open the Quest' }).waitFor();

  await company.goto(`/campaigns/quests/${hidden!.id}/invite-creators/invited-creators`);
  await sent
    .getByRole('row', { name: new RegExp(me!.display_name) })
    .getByText('Accepted')
    .waitFor();
  await sent
    .getByRole('row', { name: /late\.reply@example\.com/ })
    .getByText('Pending')
    .waitFor();
}, 120_000);
