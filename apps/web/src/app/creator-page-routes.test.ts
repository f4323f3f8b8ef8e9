import { RESERVED_CREATOR_PAGE_NAMES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

const pathsOf = (list: readonly RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

const matchedPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('creator pages at /{slug} beside the app routes', () => {
  const appPaths = pathsOf(routes).filter((path) => path.startsWith('/') && !path.startsWith('/:'));

  it('reserves the first segment of every app route, so no creator page can take it (code 3000)', () => {
    const firstSegments = new Set(appPaths.map((path) => path.split('/')[1]).filter((segment): segment is string => !!segment));
    const unreserved = [...firstSegments].filter((segment) => !RESERVED_CREATOR_PAGE_NAMES.has(segment));
    expect(unreserved).toEqual([]);
  });

  it.each([
    '/login',
    '/register',
    '/campaigns',
    '/deals',
    '/home',
    '/user',
    '/user/connections',
    '/user/creator-pages',
    '/campaigns/abc/edit',
    '/creator/home/quests',
    '/creator/home/missions',
  ])('routes %s to its app page, not to a creator page', (url) => {
    expect(matchedPath(url)).not.toMatch(/:slug/);
  });

  it('routes any other single name to the public creator page, /{slug}/edit to its edit form and /{slug}/onboarding to its setup', () => {
    expect(matchedPath('/anna-streams')).toBe('/:slug');
    expect(matchedPath('/anna-streams/edit')).toBe('/:slug/edit');
    expect(matchedPath('/anna-streams/onboarding')).toBe('/:slug/onboarding');
    expect(matchedPath('/anna-streams/other')).toBe('*');
  });
});
