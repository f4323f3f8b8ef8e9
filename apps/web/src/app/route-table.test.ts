import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';
import { RequireSession } from '../shared/session/RequireSession.tsx';
import { audienceOf, matchRoute, routeAccess } from '../shared/routing/route-access.ts';
import { ROLE_HOME } from '../shared/routing/role-home.ts';
import { ROUTE_TABLE, type Audience } from '../shared/routing/route-table.ts';

/** Every route path with whether a RequireSession layout sits above it. */
const pathsOf = (list: readonly RouteObject[], signedIn = false): { path: string; signedIn: boolean }[] =>
  list.flatMap((route) => {
    const below = signedIn || (isValidElement(route.element) && route.element.type === RequireSession);
    return [...(route.path ? [{ path: route.path, signedIn: below }] : []), ...pathsOf(route.children ?? [], below)];
  });
const appRoutes = pathsOf(routes);

/** An address of a pattern: each parameter given a value no static segment has. */
const addressesOf = (pattern: string) =>
  (pattern.includes('?') ? [pattern.replace(/\/:[^/]+\?/, ''), pattern.replace('?', '')] : [pattern]).map((p) =>
    p.replace(/:[^/]+/g, 'x1'),
  );

describe('the route table (spec 2 routes, spec 6 roles)', () => {
  it('declares the people and the title of every route of the app, and of nothing else', () => {
    expect(appRoutes.map(({ path }) => path).sort()).toEqual(Object.keys(ROUTE_TABLE).sort());
    expect(Object.values(ROUTE_TABLE).filter((access) => access.audiences.length === 0 || !access.title)).toEqual([]);
  });

  it('puts every route that a signed-out visitor may not open behind the sign-in', () => {
    const open = appRoutes.filter(({ path, signedIn }) => !signedIn && !ROUTE_TABLE[path]!.audiences.includes('Visitor'));
    expect(open).toEqual([]);
    const needless = appRoutes.filter(({ path, signedIn }) => signedIn && ROUTE_TABLE[path]!.audiences.includes('Visitor'));
    expect(needless).toEqual([]);
  });

  it.each(Object.keys(ROUTE_TABLE).filter((p) => p !== '*'))('matches %s on the server as the app does', (pattern) => {
    for (const address of addressesOf(pattern)) {
      expect(matchRoute(address)).toBe(matchRoutes(routes, address)?.at(-1)?.route.path);
    }
  });

  it('knows no route at an address the app shows the not-found page for', () => {
    for (const address of ['/anna-streams/other', '/company/x1/nothing/here', '/campaigns/x1/unknown-tab']) {
      expect(matchRoutes(routes, address)?.at(-1)?.route.path).toBe('*');
      expect(matchRoute(address)).toBeUndefined();
      expect(routeAccess(address).title).toBe('Page not found');
    }
  });

  it.each(['Company', 'Creator', 'User', 'Staff'] as const)('serves %s users at their own home', (audience: Audience) => {
    expect(routeAccess(ROLE_HOME[audience]).audiences).toContain(audience);
  });

  it('sends a Creator away from the company home, and a company user away from the creator shop and deals', () => {
    expect(routeAccess('/home').audiences).not.toContain('Creator');
    expect(routeAccess('/creator/shop').audiences).not.toContain('Company');
    expect(routeAccess('/deals').audiences).not.toContain('Company');
    expect(routeAccess('/user/creator-access').audiences).not.toContain('Staff');
  });

  it('takes staff as their own audience, whatever their user type', () => {
    expect(audienceOf({ userType: 'User', isStaff: true })).toBe('Staff');
    expect(audienceOf({ userType: 'Creator', isStaff: false })).toBe('Creator');
    expect(audienceOf(undefined)).toBe('Visitor');
  });

  it('gives every page a title of its own, not just the site name', () => {
    expect(new Set(Object.values(ROUTE_TABLE).map((access) => access.title)).has('Lurkit')).toBe(false);
  });
});
