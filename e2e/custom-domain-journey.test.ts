import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * A company page's custom domain in a browser: democompany sets play.example.com in page settings, and a
 * visitor opening that host (resolved to the app by chromium's host rules) sees Demo Studio's company
 * page at / and its campaigns at /campaigns, with no header.
 */
const journey = useJourneyApp();

it("serves the company page on the company's custom domain", async () => {
  const owner = await journey.browser.newContext({ baseURL: journey.app.url });
  const page = await owner.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill('democompany');
  await page.getByLabel('Password').fill('demopassword1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/company/creator-program');
  await page.getByLabel('Custom domain (e.g. play.example.com)').fill('play.example.com');
  await page.getByRole('button', { name: 'Save domain' }).click();
  // The save goes through the server under a full run's load: give it more than poll's 1 s default.
  await expect.poll(() => page.getByText('Custom domain saved.').isVisible(), { timeout: 15_000 }).toBe(true);
  const [studio] = await sql<{ name: string }>(
    journey.database.url,
    `select c.name from company c join company_custom_domain d on d.company_id = c.id where d.domain = 'play.example.com'`,
  );

  const port = new URL(journey.app.url).port;
  // A chromium of its own: the project's one cannot be told to resolve play.example.com to the app.
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...(CHROMIUM_LAUNCH.args ?? []), '--host-resolver-rules=MAP play.example.com 127.0.0.1'],
  });
  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`http://play.example.com:${port}/`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1, name: studio!.name }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByRole('heading', { name: 'Creator Program' }).isVisible()).toBe(true);
    // Custom-domain pages have an empty header: no navigation at all.
    expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const join = await visitor.getByRole('link', { name: /^Join / }).getAttribute('href');
    expect(join).toMatch(new RegExp(`^${journey.app.url}/company/.+/join\\?program=`));

    await visitor.getByRole('tab', { name: 'Campaigns' }).click();
    await visitor.waitForURL(`http://play.example.com:${port}/campaigns`);
    await expect.poll(() => visitor.getByRole('link', { name: 'See the missions' }).isVisible()).toBe(true);
  } finally {
    await browser.close();
  }
});
