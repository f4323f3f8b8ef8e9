import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

const journey = useJourneyApp();

it('a visitor lands on /, explores, reads the terms and follows the way in to register as a creator', async () => {
  const page = await (await journey.browser.newContext({ baseURL: journey.app.url })).newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Game companies and content creators, working together' }).waitFor();
  const live = page.getByRole('group', { name: 'Live Key campaigns' });
  await expect.poll(async () => Number((await live.textContent())?.replace(/\D/g, '') || 0)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Explore campaigns' }).click();
  await page.waitForURL('**/explore');
  await page.getByRole('heading', { level: 1, name: 'Explore Lurkit' }).waitFor();
  const keys = page.getByRole('region', { name: 'Key campaigns' });
  await keys.getByRole('link').first().waitFor();
  const [listed] = await sql<{ name: string }>(
    journey.database.url,
    `select name from key_campaign where publish_state = 'published' and visibility = 'discoverable' and start_date <= now() and end_date > now() limit 1`,
  );
  await keys.getByRole('link', { name: listed!.name }).first().waitFor();
  // democreator's public page is among the featured creators.
  await page.getByRole('region', { name: 'Creators' }).locator('a[href="/democreator"]').waitFor();
  // Drafts, held and hidden campaigns are never shown to visitors.
  const unlisted = await sql<{ id: string }>(
    journey.database.url,
    `select id from key_campaign where publish_state <> 'published' or visibility <> 'discoverable'`,
  );
  expect(unlisted.length).toBeGreaterThan(0);
  const shown = await keys.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shown.length).toBeGreaterThan(0);
  for (const { id } of unlisted) expect(shown).not.toContain(`/campaigns/${id}`);
  await expect(page.title()).resolves.toBe('Explore · Lurkit');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use', exact: true }).click();
  await page.waitForURL('**/terms-of-use');
  await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '3. Game keys' }).waitFor();

  // A crawler without JavaScript reads the page's own title and share tags.
  const html = await (await page.request.get('/terms-of-use')).text();
  expect(html).toContain('<meta property="og:title" content="Terms of use · Lurkit" />');
  const [card] = await sql<{ title: string }>(journey.database.url, `select title from creator_page where slug = 'democreator'`);
  const creatorHtml = await (await page.request.get('/democreator')).text();
  expect(creatorHtml).toContain(`<title>${card!.title} · Lurkit</title>`);

  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Join as a creator' }).click();
  await page.waitForURL('**/register/creator');
  await page.getByLabel('Email').first().waitFor();
});
