import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * Issue 13: the demo company filters the livestream creators, saves the filter, applies it again, and
 * exports the list as CSV, compares two creators, and opens a creator's details, where the daily chart has its data table and the streams tab lists posts.
 */

const journey = useJourneyApp();

const signedIn = journey.signedIn;

const creatorLinks = (page: Page) => page.getByRole('table', { name: /^Creators/ }).getByRole('link');

it('filters creators, saves the filter, and opens a creator’s chart and table', async () => {
  const company = await signedIn('democompany');
  await company.getByRole('navigation', { name: 'Company menu' }).getByRole('link', { name: 'Insights' }).click();
  await company.waitForURL('**/insights/overview');
  await company.getByRole('link', { name: 'All content creators' }).click();
  await company.waitForURL('**/insights/livestreams/content-creators');
  await creatorLinks(company).first().waitFor();
  const matching = async () => Number((await company.locator('caption').first().textContent())?.match(/\((\d+)\)/)?.[1]);
  const everyone = await matching();

  await company.getByLabel('Period').selectOption({ label: 'Last 90 days' });
  await company.getByRole('combobox', { name: 'Platforms' }).fill('Twitch');
  await company.keyboard.press('Enter');
  await company.getByRole('combobox', { name: 'Tiers' }).fill('Micro');
  await company.keyboard.press('Enter');
  await company.waitForURL((url) => url.searchParams.get('tiers') === 'micro' && url.searchParams.get('period') === '90');
  await company
    .getByRole('table', { name: /^Creators/ })
    .getByText('Micro')
    .first()
    .waitFor();
  const tiers = await company
    .getByRole('table', { name: /^Creators/ })
    .locator('tbody tr td:nth-child(3)')
    .allTextContents();
  expect(new Set(tiers)).toEqual(new Set(['Micro']));
  expect(await matching()).toBeLessThan(everyone);

  await company.getByLabel('Filter name').fill('Journey micro streamers');
  await company.getByRole('button', { name: 'Save filter' }).click();
  await company.getByText('Filter "Journey micro streamers" saved.').waitFor();
  const [saved] = await sql<{ options: { tiers: string[]; aggregationPeriodDays: number; platforms: string[] } }>(
    journey.database.url,
    `select options from saved_insights_filter where name = 'Journey micro streamers'`,
  );
  expect(saved?.options).toMatchObject({ tiers: ['micro'], aggregationPeriodDays: 90, platforms: ['twitch'] });

  // The filtered list as a CSV, counted against the month's five.
  await company.getByText('5 of 5 exports left this month').waitFor();
  const download = company.waitForEvent('download');
  await company.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^lurkit-creators-twitch-.*\.csv$/);
  await company.getByText('4 of 5 exports left this month').waitFor();

  // A fresh visit has no filters; the saved one brings them back.
  await company.goto('/insights/livestreams/content-creators');
  await company.getByLabel('Saved filters').selectOption({ label: 'Journey micro streamers' });
  await company.waitForURL((url) => url.searchParams.get('tiers') === 'micro');

  // Two creators side by side, picked from the filtered list once it has loaded.
  await company.waitForLoadState('networkidle');
  await expect.poll(() => creatorLinks(company).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const [one, two] = await creatorLinks(company).allTextContents();
  await company.getByRole('checkbox', { name: `Select ${one}` }).check();
  await company.getByRole('checkbox', { name: `Select ${two}` }).check();
  await company.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Compare' }).click();
  await company.getByRole('heading', { level: 1, name: 'Compare creators' }).waitFor();
  const compared = company.getByRole('table', { name: /^Figures/ });
  await compared.getByRole('link', { name: two! }).waitFor();
  await expect(compared.getByRole('link', { name: one! }).isVisible()).resolves.toBe(true);
  await company.goBack();

  const first = creatorLinks(company).first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await company.getByRole('heading', { level: 1, name }).waitFor();
  await company.getByRole('figure', { name: 'Hours watched per day' }).waitFor();
  // The chart's figures as a table for screen readers (and for anyone, on demand), one row per day.
  const table = company.getByRole('table', { name: 'Hours watched per day' });
  expect(await table.locator('tbody tr').count()).toBe(90);
  await company.getByRole('button', { name: 'Show data table' }).click();
  await table.waitFor({ state: 'visible' });

  await company.getByRole('tab', { name: 'Streams' }).click();
  await company.getByRole('table', { name: 'Streams' }).locator('tbody tr').first().waitFor();
});
