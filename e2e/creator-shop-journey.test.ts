import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

const journey = useJourneyApp();

/** The sandbox's consent page, as a person sees it: the account name, then Authorize. */
async function authoriseOnSandbox(page: Page, provider: string, login: string) {
  await page.getByRole('heading', { name: `Sandbox ${provider}` }).waitFor();
  await page.getByLabel(`Sandbox ${provider} account name`).fill(login);
  await page.getByRole('button', { name: 'Authorize Lurkit' }).click();
}

it('a new person signs in with the sandbox Twitch, gains creator access, fills the address, buys in the shop and sees the re-authorisation toast', async () => {
  const page = await (await journey.browser.newContext({ baseURL: journey.app.url })).newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Twitch' }).click();
  await authoriseOnSandbox(page, 'Twitch', 'ShopStreamer');
  await page.waitForURL('**/user/creator-access');
  await page.getByRole('button', { name: 'Verify my channels' }).click();
  await page.getByText('Full creator access granted').waitFor({ timeout: 20_000 });

  await page.goto('/user/settings/address');
  for (const [label, value] of [
    ['First name', 'Shop'],
    ['Last name', 'Streamer'],
    ['Street name', 'Götgatan'],
    ['Street number', '12'],
    ['ZIP code', '118 46'],
    ['City', 'Stockholm'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Country').selectOption('SE');
  await page.getByRole('button', { name: 'Save to profile' }).click();
  await page.getByText('Address saved to your profile.').waitFor();
  await page.reload();
  await expect(page.getByLabel('City').inputValue()).resolves.toBe('Stockholm');

  // The coins of a first content submission on a public Key campaign (that flow has its own journey).
  await sql(
    journey.database.url,
    `insert into lurkcoin_entry (id, creator_id, amount, reason, source_id, key, awarded_at)
     select gen_random_uuid(), u.id, 100, 'KEY_CONTENT_SUBMITTED', 'journey', 'journey:' || u.id, now()
     from user_account u join user_connection c on c.user_id = u.id where c.login = 'shopstreamer'`,
  );
  await page.goto('/creator/shop');
  await expect(page.getByRole('group', { name: 'Your Lurkcoins' }).textContent()).resolves.toContain('100 Lurkcoins');
  await page.getByRole('button', { name: 'Buy Lurkit sticker pack' }).click();
  // The shop asks before spending: the question names the price, and only its Buy places the order.
  const question = page.getByRole('dialog');
  await question.getByText('Your balance after').waitFor();
  await question.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.getByText('Order placed: Lurkit sticker pack for 100 Lurkcoins.').waitFor();
  await page.getByRole('rowheader', { name: 'Lurkit sticker pack' }).waitFor();
  await expect(page.getByRole('group', { name: 'Your Lurkcoins' }).textContent()).resolves.toContain('0 Lurkcoins');

  // The refresh job marks the connection invalid when Twitch refuses the grant: the toast shows on the next page.
  await sql(journey.database.url, `update user_connection set status = 'invalid' where login = 'shopstreamer'`);
  await page.goto('/creator/home');
  const toast = page.getByRole('alert').filter({ hasText: 'connection needs to be renewed' });
  await toast.waitFor();
  await expect(toast.textContent()).resolves.toContain('Twitch');
});
