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

it('a visitor lands, explores, opens Games from the menu and a game, reads its news article, sees a company page and follows the way in as a creator', async () => {
  const page = await (await journey.browser.newContext({ baseURL: journey.app.url })).newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Game companies and content creators, working together' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Explore', exact: true }).first().click();
  await page.waitForURL('**/explore');
  await page.getByRole('heading', { level: 1, name: 'Explore Lurkit' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Games', exact: true }).first().click();
  await page.waitForURL('**/games');
  await page.getByRole('heading', { level: 1, name: 'Games' }).waitFor();
  for (const list of ['New releases', 'Anticipated', 'Upcoming']) await page.getByRole('heading', { level: 2, name: list }).waitFor();

  // The newest release with news, as the demo world stored it.
  const [game] = await sql<{ id: string; name: string; article_id: string; title: string }>(
    journey.database.url,
    `select g.id, g.name, a.id as article_id, a.title from catalogue_game g join game_news_article a on a.game_id = g.id
      where g.release_date <= now() and g.release_date > now() - interval '90 days'
      order by g.release_date desc, a.published_at desc limit 1`,
  );
  const released = page.getByRole('region', { name: 'New releases' });
  await released.getByRole('link', { name: game!.name, exact: true }).click();
  await page.waitForURL(`**/games/${game!.id}`);
  await page.getByRole('heading', { level: 1, name: game!.name }).waitFor();
  await expect(page.getByRole('tab', { name: /^News/ }).getAttribute('aria-selected')).resolves.toBe('true');
  await expect(page.title()).resolves.toBe(`${game!.name} · Lurkit`);

  await page.getByRole('link', { name: game!.title, exact: true }).click();
  await page.waitForURL(`**/games/${game!.id}/news/${game!.article_id}`);
  await page.getByRole('heading', { level: 1, name: game!.title }).waitFor();
  // Feed HTML was sanitised before it was stored: no script reaches the page.
  expect(await page.locator('.news-article-page__body script').count()).toBe(0);

  // Crawlers read the game's own title and share tags; the sitemap lists its page.
  const gameHtml = await (await page.request.get(`/games/${game!.id}`)).text();
  expect(gameHtml).toContain(`<meta property="og:title" content="${game!.name} · Lurkit" />`);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/games/${game!.id}</loc>`);

  // A company's public page, for visitors too.
  const [company] = await sql<{ id: string; name: string }>(
    journey.database.url,
    `select id, name from company where name = 'Demo Studio'`,
  );
  await page.goto(`/company/${company!.id}/campaigns`);
  await page.getByRole('heading', { level: 1, name: company!.name }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Key campaigns' }).waitFor();

  await page.goto(`/games/${game!.id}/news/${game!.article_id}`);
  await page.getByRole('link', { name: 'Register as a creator' }).click();
  await page.waitForURL('**/register/creator');
  await page.getByLabel('Email').first().waitFor();
});
