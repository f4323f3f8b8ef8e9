import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * Routes that know roles (spec 2 layout rules, spec 6): each demo person signs in, lands on their own
 * home, follows every link of their header and side panel to a real page that keeps its address, and
 * is sent home from another role's page. A path outside the route table answers 404.
 */
const journey = useJourneyApp();

const PEOPLE = [
  { username: 'democompany', home: '/home', menu: 'Company menu', foreign: ['/creator/shop', '/deals', '/staff/companies'] },
  { username: 'democreator', home: '/creator/home', menu: 'Creator menu', foreign: ['/home', '/company/settings', '/staff/vip'] },
  { username: 'demostaff', home: '/staff', menu: null, foreign: ['/user/creator-access', '/home', '/creator/home'] },
] as const;

/** The addresses of a navigation's links, in order. */
const linksOf = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name })
    .first()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/**
 * The header shows the role's navigation once the session has loaded, which can be after the address
 * has changed (an empty header first, then the role's links): wait for the link to the role's home.
 */
const roleNavigationShown = (page: Page, home: string) =>
  page.getByRole('navigation', { name: 'Main' }).first().locator(`a[href="${home}"]`).waitFor({ state: 'attached' });

/** A real page for the role: a first-level heading, not the not-found page, its own address and title. Soft, so one run names every link that fails. */
async function expectRealPage(page: Page, href: string) {
  await page.goto(href);
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  expect.soft(heading, `${href} shows a first-level heading`).toBe(true);
  if (!heading) return;
  expect.soft(await page.getByRole('heading', { name: 'Page not found' }).count(), href).toBe(0);
  expect.soft(new URL(page.url()).pathname, href).toBe(new URL(href, page.url()).pathname);
  expect.soft(await page.title(), href).toMatch(/ · Lurkit$/);
}

describe('every role finds its own pages', () => {
  it.each(PEOPLE)('$username lands on $home, reaches every link of its navigation, and is sent home from other roles', async (person) => {
    const page = await journey.signedIn(person.username);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForURL(`**${person.home}`);
    await roleNavigationShown(page, person.home);
    const links = [...(await linksOf(page, 'Main')), ...(person.menu ? await linksOf(page, person.menu) : [])];
    expect(links.length).toBeGreaterThan(2);
    if (person.username === 'demostaff') expect(links[0]).toBe('/staff');
    for (const href of new Set(links)) await expectRealPage(page, href);
    for (const foreign of person.foreign) {
      await page.goto(foreign);
      await page.waitForURL(`**${person.home}`);
    }
  });

  it('lets a visitor follow a Key campaign card and a Creator Program card from /explore to their public pages and on to the company, never to sign-in', async () => {
    const context = await journey.browser.newContext({ baseURL: journey.app.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const section of ['Key campaigns', 'Creator Programs']) {
      await page.goto('/explore');
      const card = page.getByRole('region', { name: section }).getByRole('article').first();
      await card.getByRole('heading').getByRole('link').click();
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      expect(new URL(page.url()).pathname, section).not.toBe('/login');
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), section).toBe(0);
      // Either public page leads a visitor to sign up and come back to it; a program also shows its open missions.
      await page.getByRole('link', { name: 'Sign up as a creator' }).waitFor();
      if (section === 'Creator Programs') await page.getByRole('heading', { level: 2, name: 'Open missions' }).waitFor();
      const company = page.locator('main a[href^="/company/"]').first();
      const companyName = (await company.textContent())?.trim() ?? '';
      await company.click();
      await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/company\/[0-9a-f-]{36}$/);
    }
    await context.close();
  });

  it.each(['/no/such/page', '/creator-programs/00000000-0000-4000-8000-000000000000'])(
    'answers an unknown address, %s, with 404 and the not-found page',
    async (address) => {
      const context = await journey.browser.newContext({ baseURL: journey.app.url });
      const page = await context.newPage();
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.title()).toBe('Page not found · Lurkit');
      await context.close();
    },
  );
});
