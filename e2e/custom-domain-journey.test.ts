import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * A company page's custom domain in a browser: democompany sets play.example.com in page settings and is
 * shown the TXT record to add; until the check finds it (the DNS sandbox answers it here, on "Check now")
 * a visitor opening that host (resolved to the app by chromium's host rules) gets a 404 page; after it,
 * Demo Studio's company page at / (titled with its name, its favicon from that host, quiet once loaded)
 * and its campaigns at /campaigns, with no header.
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
  await expect.poll(() => page.getByText('Custom domain saved: add the TXT record below.').isVisible()).toBe(true);
  await expect.poll(() => page.getByText('play.example.com: Waiting for the DNS record').isVisible()).toBe(true);
  expect(await page.getByText('_lurkit-verify.play.example.com').isVisible()).toBe(true);
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
    // The page's timers run on a clock the test moves, so "nothing polls" is shown by moving it, not by waiting.
    await visitor.clock.install();
    const apiRequests: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const cspErrors: string[] = [];
    visitor.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    const unverified = await visitor.goto(`http://play.example.com:${port}/`);
    expect(unverified?.status()).toBe(404);
    expect(await visitor.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Check now' }).click();
    // The worker checks within moments; the settings read the status again until the check is done.
    await expect.poll(() => page.getByText('play.example.com: Verified').isVisible()).toBe(true);

    await visitor.goto(`http://play.example.com:${port}/`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1, name: studio!.name }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByRole('heading', { name: 'Creator Program' }).isVisible()).toBe(true);
    // Named after the company once loaded, with no resource refused by its CSP.
    await expect.poll(() => visitor.title()).toContain(studio!.name);
    await visitor.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(cspErrors).toEqual([]);
    // Nothing polls: ten minutes on the page's clock send no request to the API.
    const sent = apiRequests.length;
    await visitor.clock.runFor(10 * 60_000);
    expect(apiRequests.slice(sent)).toEqual([]);
    // Custom-domain pages have an empty header: no navigation at all.
    expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The page sits in the app's frame, so its text keeps off the window's edges as on our own host.
    const heading = await visitor.getByRole('heading', { level: 1, name: studio!.name }).boundingBox();
    expect(heading?.x).toBeGreaterThanOrEqual(16);
    const join = await visitor.getByRole('link', { name: /^Join / }).getAttribute('href');
    expect(join).toMatch(new RegExp(`^${journey.app.url}/company/.+/join\\?program=`));

    await visitor.getByRole('tab', { name: 'Campaigns' }).click();
    await visitor.waitForURL(`http://play.example.com:${port}/campaigns`);
    await expect.poll(() => visitor.getByRole('link', { name: 'See the missions' }).isVisible()).toBe(true);
  } finally {
    await browser.close();
  }
});
