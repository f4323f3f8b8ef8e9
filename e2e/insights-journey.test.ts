import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * The demo company filters the livestream creators, saves the filter, applies it again, and
 * exports the list as CSV, compares two creators, and opens a creator's details, where the daily chart has its data table and the streams tab lists posts.
 * Then it shortlists a stream from a creator's Streams tab and takes it off the stream shortlist again.
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
  const filtered = await matching();
  expect(filtered).toBeLessThan(everyone);

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

  // Two creators side by side, picked from the filtered list once it has loaded: the table no longer
  // busy and counting as many creators as when the filter was saved.
  await company
    .getByRole('table', { name: /^Creators/ })
    .and(company.locator(':not([aria-busy="true"])'))
    .waitFor();
  await expect.poll(matching).toBe(filtered);
  expect(await creatorLinks(company).count()).toBeGreaterThanOrEqual(2);
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

it('shortlists a stream from a creator’s Streams tab, finds it on the stream shortlist, and takes it off again', async () => {
  // A creator's newest stream (first on their Streams tab) that Demo Studio has not shortlisted yet.
  const [stream] = await sql<{ id: string; creator_id: string; title: string }>(
    journey.database.url,
    `select n.id, n.creator_id, n.title from (
       select distinct on (p.creator_id) p.id, p.creator_id, p.title, p.created_at from creator_post p
       where p.type = 'STREAM' order by p.creator_id, p.created_at desc, p.id
     ) n where not exists (select 1 from shortlist_entry s where s.post_id = n.id) order by n.created_at desc limit 1`,
  );
  const company = await signedIn('democompany');
  await company.goto('/insights/overview');
  await company.getByRole('link', { name: 'Shortlists' }).click();
  await company.waitForURL('**/insights/shortlists/streams');
  // The demo world's shortlist is there before this journey adds to it.
  await company.getByRole('table', { name: 'Stream shortlist' }).locator('tbody tr').first().waitFor();

  await company.goto(`/insights/creators/${stream!.creator_id}/streams`);
  const row = company.locator('tr', { has: company.locator(`a[href*="post=${stream!.id}"]`) });
  await row.getByRole('button', { name: /^Add to shortlist/ }).click();
  await company.getByText(`Added “${stream!.title}” to your shortlist.`).waitFor();
  await row.getByRole('button', { name: /^Remove from shortlist/ }).waitFor();

  await company.goto('/insights/shortlists/streams');
  const listed = company.locator('tr', { has: company.locator(`a[href*="post=${stream!.id}"]`) });
  await listed.waitFor();
  await listed.getByRole('button', { name: /^Remove from shortlist/ }).click();
  await company.getByText(`Removed “${stream!.title}” from your shortlist.`).waitFor();
  await listed.waitFor({ state: 'detached' });
  const [left] = await sql<{ n: number }>(journey.database.url, 'select count(*)::int as n from shortlist_entry where post_id = ?', [
    stream!.id,
  ]);
  expect(left?.n).toBe(0);
});
