import { describe, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

/** A common phone: nothing on any page may be wider than this. */
const PHONE = { width: 390, height: 844 };
const DEMO_PASSWORD = 'demopassword1';

const SIGNED_OUT_ROUTES = [
  '/login',
  '/register',
  '/register/company',
  '/register/creator',
  '/reset-password',
  '/new-password',
  '/verify-email',
  '/company/join',
  '/no-such-page',
  '/democreator',
  // public experience
  '/',
  '/explore',
  '/terms-of-use',
  '/privacy-policy',
  '/company/terms-of-use',
  '/company/privacy-policy',
  '/games',
  '/games/new-game-releases',
  '/games/anticipated-games',
  '/games/upcoming-games',
];
const SIGNED_IN_ROUTES = ['/home', '/creator/home', '/user/settings', '/company/settings/members', '/user/creator-access'];
/** Key campaign, Code Manager and deal pages, per person; `{campaign}` is Demo Studio's live Key campaign, `{invitation}` democreator's pending one. */
const KEY_ROUTES: Record<string, readonly string[]> = {
  democompany: [
    '/company/code-manager',
    '/company/code-manager/codes',
    '/company/activations/keys',
    '/campaigns/{campaign}',
    '/campaigns/{campaign}/participants/pending',
    '/campaigns/{campaign}/edit/creator-kit',
    '/campaigns/{campaign}/invite-creators',
    '/company/campaigns/{campaign}/unusedkeys',
    '/company/creator-lists',
    '/company/creator-lists/creators',
    // company
    '/company/settings',
    '/company/settings/plan',
    '/company/settings/invoices',
    '/company/settings/invoices/statements',
    '/company/settings/api',
    '/company/settings/webhooks',
    '/company/notes',
    '/company/creator-management/keys/pending',
    '/company/creator-management/keys/active',
    '/company/creator-management/invite-creators',
    '/company/activations',
    // results and reporting
    '/company/reporting',
    '/company/reporting/quests/content',
    '/company/reporting/keys/creators',
    '/company/attribution',
  ],
  democreator: [
    '/campaigns/browse',
    '/campaigns/browse/recent',
    '/campaigns/{campaign}',
    '/deals',
    '/deals/offers',
    '/invitations/{invitation}',
    '/user/creator-pages',
    '/democreator',
    '/democreator/edit',
    '/user/settings/connections',
    '/creator/shop',
    '/creator/shop/orders',
    '/user/settings/personal-info',
    '/user/settings/address',
    '/user/settings/notifications',
    '/user/notifications',
  ],
  demostaff: ['/staff/campaigns', '/staff/missions', '/staff/shop'],
};

/** Creator Program and Mission pages; `{program}` is Demo Studio's Creator Program (`{company}` its company), `{mission}` its live stream mission. */
const PROGRAM_ROUTES: Record<string, readonly string[]> = {
  democompany: [
    '/company/creator-program',
    '/company/creator-program/accepted',
    '/company/creator-program/invite-creators',
    '/creator-programs/{program}/edit',
    '/creator-programs/{program}/edit/application-form',
    '/company/missions',
    '/company/missions/create',
    '/company/missions/{mission}',
    '/company/missions/{mission}/invite-creators',
    '/company/missions/{mission}/completion-criteria',
    '/company/missions/{mission}/rewards',
  ],
  democreator: [
    '/creator-programs',
    '/creator-programs/memberships',
    '/creator-programs/{program}',
    '/creator-programs/{program}/missions',
    '/creator-programs/{program}/quests',
    '/creator-programs/{program}/keys',
    '/creator-programs/{program}/join',
    '/company/{company}',
    '/company/{company}/campaigns',
    '/missions/{mission}',
  ],
};

const journey = useJourneyApp();

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, Promise<StorageState>>();

/** The requests a page has open, counted from its own events: the page has settled when none is. */
const openRequests = new WeakMap<Page, Set<unknown>>();

/** A phone-sized page in a context of its own; with `username`, already signed in as them. */
async function phonePage(username?: string): Promise<Page> {
  const storageState = username ? await signedInState(username) : undefined;
  const context = await journey.browser.newContext({ baseURL: journey.app.url, viewport: PHONE, storageState });
  const page = await context.newPage();
  const open = new Set<unknown>();
  openRequests.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return page;
}

/**
 * Opens the path and waits until the page shows its heading, its data and its fonts. The first visit
 * loads the app; later ones navigate inside it as a link would (the router follows history), so each
 * route costs its own modules and data, not the app's start again.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(path);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  await page.getByRole('heading').first().waitFor();
  await settled(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Waits until no request is open and no part of the page is busy, twice with two frames between: a
 * route's module arriving renders the page, which then asks for its data; only a page that stays
 * quiet over the frames after its last answer is done.
 */
async function settled(page: Page): Promise<void> {
  const open = openRequests.get(page)!;
  const quiet = () => open.size === 0;
  for (let calm = 0; calm < 2;) {
    await vi.waitFor(
      () => {
        if (!quiet())
          throw new Error(`${open.size} requests still open: ${[...open].map((r) => (r as { url(): string }).url()).join(', ')}`);
      },
      { timeout: 30_000, interval: 20 },
    );
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    calm = quiet() ? calm + 1 : 0;
  }
}

/** How much wider the document is than the window; 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The cookies and storage of `username` signed in through the login form, once per person for the file:
 * the cases that visit pages as the same person start from it instead of each signing in again.
 */
function signedInState(username: string): Promise<StorageState> {
  let state = signedInStates.get(username);
  if (!state) {
    state = (async () => {
      const context = await journey.browser.newContext({ baseURL: journey.app.url, viewport: PHONE });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      const signedIn = await context.storageState();
      await context.close();
      return signedIn;
    })();
    signedInStates.set(username, state);
  }
  return state;
}

/** Visits every route and returns those wider than the phone, with their overflow in pixels. */
async function overflowingRoutes(page: Page, routes: readonly string[]): Promise<Record<string, number>> {
  const wide: Record<string, number> = {};
  for (const route of routes) {
    await visit(page, route);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide[route] = overflow;
  }
  return wide;
}

// Each case has a browser context of its own and only reads, so the cases run side by side: most of a
// visit is waiting for the network to settle, which they then do together instead of one after another.
// Side by side each case takes longer than alone, so each gets the time the whole file took before.
vi.setConfig({ testTimeout: 300_000 });
describe.concurrent('at 390 px no page scrolls sideways', () => {
  it('signed out', async ({ expect }) => {
    const page = await phonePage();
    await expect(overflowingRoutes(page, SIGNED_OUT_ROUTES)).resolves.toEqual({});
  });

  it.for(['democompany', 'democreator'])('signed in as %s', async (username, { expect }) => {
    const page = await phonePage(username);
    await expect(overflowingRoutes(page, SIGNED_IN_ROUTES)).resolves.toEqual({});
  });

  it.for(Object.keys(KEY_ROUTES))('on the Code Manager and Key campaign pages, as %s', async (username, { expect }) => {
    const [live] = await sql<{ id: string }>(
      journey.database.url,
      `select k.id from key_campaign k join company c on c.id = k.company_id
       where c.name = 'Demo Studio' and k.publish_state = 'published' and k.end_date > now() and k.start_date <= now() order by k.id limit 1`,
    );
    const page = await phonePage(username);
    // The Code Manager's onboarding shows once; it is a modal, not part of the page's width.
    await page.addInitScript(() => window.localStorage.setItem('LURKIT_CODE_MANAGER_ONBOARDED', '1'));
    const [invitation] = await sql<{ id: string }>(
      journey.database.url,
      `select i.id from creator_invitation i join user_account u on u.id = i.creator_id where u.username = 'democreator' limit 1`,
    );
    const routes = (KEY_ROUTES[username] ?? []).map((route) =>
      route.replace('{campaign}', live!.id).replace('{invitation}', invitation!.id),
    );
    await expect(overflowingRoutes(page, routes)).resolves.toEqual({});
  });
});

/**
 * Quest pages, per person; `{quest}` is Demo Studio's live game promotion Quest, `{run}` a run on it,
 * `{hidden}` its hidden Quest that democreator is invited to (on `{quest}` they are not).
 */
const QUEST_ROUTES: Record<string, readonly string[]> = {
  democompany: [
    '/company/activations/quests',
    '/company/quests/create?kind=gamePromotion',
    '/campaigns/quests/{quest}',
    '/campaigns/quests/{quest}/participants/active',
    '/campaigns/quests/{quest}/invite-creators',
    '/campaigns/quests/{hidden}/invite-creators/invited-creators',
    '/campaigns/quests/{quest}/edit',
    '/campaigns/quests/{quest}/{run}',
    '/campaigns/quests/{quest}/results',
    '/campaigns/quests/{quest}/results/activations',
    '/campaigns/quests/{quest}/results/content',
    '/campaigns/quests/{quest}/results/creators',
    '/campaigns/quests/{quest}/results/games',
    '/company/cart',
  ],
  democreator: [
    '/campaigns/quests/browse',
    '/campaigns/quests/{quest}',
    '/campaigns/quests/{hidden}/invited',
    '/campaigns/quests/{quest}/invited',
    '/user/settings/payments',
    '/creator/quests-onboarding',
    '/deals',
  ],
};

it.concurrent.for(Object.keys(QUEST_ROUTES))('at 390 px no Quest page scrolls sideways, as %s', async (username, { expect }) => {
  const [quest] = await sql<{ id: string }>(
    journey.database.url,
    `select q.id from quest q join company c on c.id = q.company_id where c.name = 'Demo Studio' and q.kind = 'gamePromotion' and q.publish_state = 'published' limit 1`,
  );
  const [run] = await sql<{ id: string }>(
    journey.database.url,
    `select id from quest_run where quest_id = ? and status = 'CONTENTREVIEW' limit 1`,
    [quest!.id],
  );
  const [hidden] = await sql<{ id: string }>(journey.database.url, `select id from quest where visibility = 'Hidden' limit 1`);
  const page = await phonePage(username);
  const routes = (QUEST_ROUTES[username] ?? []).map((route) =>
    route.replace('{quest}', quest!.id).replace('{run}', run!.id).replace('{hidden}', hidden!.id),
  );
  await expect(overflowingRoutes(page, routes)).resolves.toEqual({});
});

describe.concurrent('at 390 px no Creator Program or mission page scrolls sideways', () => {
  it.for(Object.keys(PROGRAM_ROUTES))('as %s', async (username, { expect }) => {
    const [program] = await sql<{ id: string; company_id: string }>(
      journey.database.url,
      `select id, company_id from creator_program order by created_at limit 1`,
    );
    const [mission] = await sql<{ id: string }>(
      journey.database.url,
      `select id from mission where name = 'Stream the demo for two hours'`,
    );
    const page = await phonePage(username);
    const routes = (PROGRAM_ROUTES[username] ?? []).map((route) =>
      route.replace('{program}', program!.id).replace('{mission}', mission!.id).replace('{company}', program!.company_id),
    );
    await expect(overflowingRoutes(page, routes)).resolves.toEqual({});
  });
});

/** Insights, matchmaking and reporting pages for the demo company; `{creator}` and `{game}` are the most watched of the last 30 days. */
const INSIGHTS_ROUTES = [
  '/insights/overview',
  '/insights/livestreams/content-creators',
  '/insights/livestreams/games',
  '/insights/creators/{creator}',
  '/insights/creators/{creator}/streams',
  '/insights/games/{game}',
  '/insights/compare?creators={creator},{creator}',
  '/insights/compare/games?games={game},{game}',
  '/insights/shortlists/streams',
  '/insights/shortlists/videos',
];

it.concurrent('at 390 px no insights page scrolls sideways', async ({ expect }) => {
  const watched = `sum(stream_watch_seconds + video_watch_seconds + short_watch_seconds) desc`;
  const [creator] = await sql<{ id: string }>(
    journey.database.url,
    `select creator_id as id from creator_daily_statistics group by creator_id order by ${watched} limit 1`,
  );
  const [game] = await sql<{ id: string }>(
    journey.database.url,
    `select game_id as id from creator_daily_statistics where game_id <> '00000000-0000-0000-0000-000000000000' group by game_id order by ${watched} limit 1`,
  );
  const page = await phonePage('democompany');
  const routes = INSIGHTS_ROUTES.map((route) => route.replaceAll('{creator}', creator!.id).replaceAll('{game}', game!.id));
  await expect(overflowingRoutes(page, routes)).resolves.toEqual({});
});

it.concurrent('on a phone the menu button opens a drawer with the navigation, which closes on navigation', async ({ expect }) => {
  const page = await phonePage('democompany');
  await visit(page, '/home');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  // The header shows the role's controls once the session has loaded: wait for them, do not glance.
  await menuButton.waitFor();
  await expect(page.getByRole('navigation', { name: 'Company menu' }).isVisible()).resolves.toBe(false);

  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activations' }).waitFor();
  await drawer.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  await menuButton.click();
  await drawer.getByRole('navigation', { name: 'Company menu' }).getByRole('link', { name: 'Members' }).click();
  await page.waitForURL('**/company/settings/members');
  await drawer.waitFor({ state: 'hidden' });
  await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
});
