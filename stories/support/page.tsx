import type { Meta, StoryContext } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { CONSENT_CATEGORIES, CONSENT_STORAGE_KEY, consentFor, saveConsent } from '../../ui/src/cookie-consent/consent-mode.ts';
import { viewportParameters } from '../../ui/src/story-helpers/shell-fixtures.tsx';
import { routes } from '../../apps/web/src/app/routes.tsx';
import type { Role } from './fixtures.ts';
import { roleNetwork } from './network.ts';

/** What a page story sets in `parameters.page`; Storybook merges it key by key from meta and story. */
export interface PageParameters {
  /** The address the app opens at, with its query. */
  url: string;
  /** Whose session the network answers with. */
  role: Role;
  /** The page's own answers, placed before the role's; a function builds fresh (stateful) ones per run. */
  network?: AnyHandler[] | (() => AnyHandler[]);
  /** Show the cookie notice, as on a first visit; otherwise a stored choice hides it. */
  firstVisit?: boolean;
}

/**
 * The route table with every lazy page already loaded, so a story's page renders on its first
 * frame (as the stories were written) instead of after a module fetch; loaded once per story file.
 */
async function loadedRoutes(list: readonly RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async (route) => {
      const { lazy, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const children = route.children ? await loadedRoutes(route.children) : undefined;
      return { ...rest, ...loaded, ...(children ? { children } : {}) } as RouteObject;
    }),
  );
}
let appRoutes: RouteObject[] | null = null;
const appRoutesLoaded = loadedRoutes(routes).then((loaded) => {
  appRoutes = loaded;
});

/** The whole app at one address: the real route table (RootLayout, AppShell, RequireSession) and a fresh SWR cache. */
function AppAt({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(appRoutes ?? routes, { initialEntries: [url] }));
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}

/** Network and storage for one story run: story handlers first, so they win over the role's defaults. */
async function preparePage({ msw, parameters }: StoryContext) {
  await appRoutesLoaded;
  const page: PageParameters = parameters.page;
  const network = typeof page.network === 'function' ? page.network() : (page.network ?? []);
  msw.use(...network, ...roleNetwork(page.role));
  if (page.firstVisit) window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  else saveConsent(window.localStorage, consentFor(CONSENT_CATEGORIES));
}

/**
 * Meta for the stories of one page: the app at `url`, signed out unless a story picks a role. Spread
 * into a literal that names the title: `{ title: 'Pages/…', ...pageMeta({ url }) }` (the indexer reads it).
 */
export function pageMeta(page: Pick<PageParameters, 'url'> & Partial<PageParameters>) {
  return {
    // Keyed by story, so every story starts from a new router at its own address.
    render: (_args, { id, parameters }) => <AppAt key={id} url={parameters.page.url} />,
    beforeEach: preparePage,
    parameters: { layout: 'fullscreen', page: { role: 'signedOut', ...page }, ...viewportParameters },
  } satisfies Meta;
}

/** A story's `parameters`, type-checked: `parameters: pageAt({ role: 'creator', network: [...] })`. */
export const pageAt = (page: Partial<PageParameters>) => ({ page });
