import type { Meta, StoryContext } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
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

/** Each lazy route's module, fetched once for every story that opens it. */
const loadedModules = new Map<RouteObject, Promise<Partial<RouteObject>>>();
const loadOnce = (route: RouteObject, lazy: () => Promise<Partial<RouteObject>>) => {
  let loaded = loadedModules.get(route);
  if (!loaded) loadedModules.set(route, (loaded = lazy()));
  return loaded;
};

/**
 * The route table with the lazy pages on the story's address already loaded, so its page renders on
 * its first frame (as the stories were written) instead of after a module fetch. Only those: loading
 * every page of the app first made a page story take seconds to appear in Storybook. A page the story
 * navigates to loads as it does in the app.
 */
async function routesAt(url: string): Promise<RouteObject[]> {
  const onTheWay = new Set((matchRoutes(routes, url) ?? []).map((match) => match.route));
  const resolve = (list: readonly RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list.map(async (route) => {
        const children = route.children ? await resolve(route.children) : undefined;
        const withChildren = (children ? { ...route, children } : route) as RouteObject;
        const { lazy, ...rest } = withChildren;
        if (!onTheWay.has(route) || typeof lazy !== 'function') return withChildren;
        return { ...rest, ...(await loadOnce(route, lazy)) } as RouteObject;
      }),
    );
  return resolve(routes);
}

/** The whole app at one address: the real route table (RootLayout, AppShell, RequireSession) and a fresh SWR cache. */
function AppAt({ url, appRoutes }: { url: string; appRoutes: RouteObject[] }) {
  const [router] = useState(() => createMemoryRouter(appRoutes, { initialEntries: [url] }));
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}

/** Network and storage for one story run: story handlers first, so they win over the role's defaults. */
async function preparePage({ msw, parameters }: StoryContext) {
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
    render: (_args, { id, parameters, loaded }) => <AppAt key={id} url={parameters.page.url} appRoutes={loaded.appRoutes} />,
    loaders: [async ({ parameters }) => ({ appRoutes: await routesAt(parameters.page.url) })],
    beforeEach: preparePage,
    parameters: { layout: 'fullscreen', page: { role: 'signedOut', ...page }, ...viewportParameters },
  } satisfies Meta;
}

/** A story's `parameters`, type-checked: `parameters: pageAt({ role: 'creator', network: [...] })`. */
export const pageAt = (page: Partial<PageParameters>) => ({ page });
