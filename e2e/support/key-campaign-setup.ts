import type { Page } from 'playwright-core';

/** Fills a Stockholm date-time picker (a fieldset named by its legend, with Date and Time) at noon. */
export async function fillMoment(page: Page, legend: string, date: Date): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Date').fill(date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }));
  await group.getByLabel('Time').fill('12:00');
}

/**
 * On the Key campaign wizard's Creator kit step: the Code Manager item and `keys` keys of its first
 * platform, saved; then Publish from the Basics step once every publish check is met. Returns the
 * campaign's path; the caller waits for the outcome it expects (live, or sent for review).
 */
export async function saveCreatorKitAndPublish(page: Page, item: string, keys: number): Promise<string> {
  await page.getByLabel('Game or item from your Code Manager').selectOption({ label: item });
  await page.getByRole('button', { name: 'Add a platform' }).click();
  await page.getByLabel('Keys', { exact: true }).fill(String(keys));
  await page.getByRole('button', { name: 'Save and finish' }).click();
  await page.getByText('Creator kit saved.').waitFor();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]+$/);
  const campaignPath = new URL(page.url()).pathname;
  await page.goto(`${campaignPath}/edit/basics`);
  await page.getByText(/Every publish check is met/).waitFor();
  await page.getByRole('button', { name: 'Publish' }).click();
  return campaignPath;
}
