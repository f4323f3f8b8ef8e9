import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

const journey = useJourneyApp();

async function newPage(): Promise<Page> {
  return (await journey.browser.newContext({ baseURL: journey.app.url })).newPage();
}

/** The sandbox's consent page, as a person sees it: the account name, then Authorize. */
async function authoriseOnSandbox(page: Page, provider: string, login: string) {
  await page.getByRole('heading', { name: `Sandbox ${provider}` }).waitFor();
  await page.getByLabel(`Sandbox ${provider} account name`).fill(login);
  await page.getByRole('button', { name: 'Authorize Lurkit' }).click();
}

it('a new person signs in with the sandbox Twitch, lands as a User with Twitch connected, and gains full creator access', async () => {
  const page = await newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Twitch' }).click();
  await authoriseOnSandbox(page, 'Twitch', 'JourneyStreamer');
  await page.waitForURL('**/user/creator-access');
  await page.goto('/user/settings/connections');
  const twitch = page.getByRole('listitem').filter({ hasText: 'Twitch' });
  await twitch.getByText('Connected').waitFor();
  await expect(twitch.textContent()).resolves.toContain('JourneyStreamer');
  const [row] = await sql<{ user_type: string }>(
    journey.database.url,
    `select u.user_type from user_account u join user_connection c on c.user_id = u.id where c.login = 'journeystreamer'`,
  );
  expect(row?.user_type).toBe('User');

  // The worker verifies the sandbox channel (old and followed enough) and the User becomes a Creator.
  await page.goto('/user/creator-access');
  await page.getByRole('button', { name: 'Verify my channels' }).click();
  await page.getByText('Full creator access granted').waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Go to your creator home' }).click();
  await page.waitForURL('**/creator/home');
  const [after] = await sql<{ user_type: string }>(
    journey.database.url,
    `select u.user_type from user_account u join user_connection c on c.user_id = u.id where c.login = 'journeystreamer'`,
  );
  expect(after?.user_type).toBe('Creator');
});

it('a creator sees the re-authorisation toast on every page but connections, and reconnecting TikTok clears it', async () => {
  const page = await newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill('democreator');
  await page.getByLabel('Password').fill('demopassword1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/creator/home');
  const toast = page.getByRole('alert').filter({ hasText: 'connection needs to be renewed' });
  await toast.waitFor();
  await expect(toast.textContent()).resolves.toContain('TikTok');

  await toast.getByRole('link', { name: 'Reconnect accounts' }).click();
  await page.waitForURL('**/user/settings/connections');
  await toast.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Reconnect TikTok' }).click();
  await authoriseOnSandbox(page, 'TikTok', 'democreator');
  await page.waitForURL('**/user/settings/connections');
  await page.getByRole('listitem').filter({ hasText: 'TikTok' }).getByText('Connected').waitFor();

  // Invalidated again (as the refresh job does when TikTok refuses the grant): the toast comes back on the next page.
  await sql(journey.database.url, `update user_connection set status = 'invalid' where provider = 'youtube' and login = 'democreator'`);
  await page.goto('/deals');
  await toast.waitFor();
  await expect(toast.textContent()).resolves.toContain('YouTube');
});

it('a company reports a creator from their public page, and staff dismiss the report from the queue', async () => {
  const logIn = async (page: Page, username: string, landing: string) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('demopassword1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**${landing}`);
  };
  const company = await newPage();
  await logIn(company, 'democompany', '/home');
  await company.goto('/democreator');
  await company.getByRole('button', { name: /^Report / }).click();
  const dialog = company.getByRole('dialog', { name: 'Report user' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Fake viewers or followers' });
  await dialog.getByLabel('Note (optional)').fill('Viewer spikes with an empty chat');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByText('Report sent').waitFor();

  const staff = await newPage();
  await logIn(staff, 'demostaff', '/staff');
  await staff.goto('/staff/reports');
  const item = staff.getByRole('listitem').filter({ hasText: 'Viewer spikes with an empty chat' });
  await item.getByRole('button', { name: 'Dismiss' }).click();
  await item.waitFor({ state: 'detached' });
  const [row] = await sql<{ status: string }>(
    journey.database.url,
    `select status from user_report where note = 'Viewer spikes with an empty chat'`,
  );
  expect(row?.status).toBe('dismissed');
});
