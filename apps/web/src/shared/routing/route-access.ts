import { ROUTE_TABLE, type Audience, type RouteAccess } from './route-table.ts';

/** Staff are their own audience whatever their user type: their home and header are the review pages. */
export function audienceOf(user: { userType: 'Company' | 'Creator' | 'User'; isStaff: boolean } | undefined): Audience {
  if (!user) return 'Visitor';
  return user.isStaff ? 'Staff' : user.userType;
}

export const documentTitle = (title: string) => `${title} · Lurkit`;

/** A pattern's paths: `:step?` stands for the path with and without that segment. */
function explode(pattern: string): string[][] {
  const segments = pattern.split('/').filter(Boolean);
  const optional = segments.findIndex((segment) => segment.endsWith('?'));
  if (optional < 0) return [segments];
  const rest = segments.slice(optional + 1).join('/');
  const without = `/${[...segments.slice(0, optional), rest].filter(Boolean).join('/')}`;
  const withIt = `/${[...segments.slice(0, optional), segments[optional]!.slice(0, -1), rest].filter(Boolean).join('/')}`;
  return [...explode(without), ...explode(withIt)];
}

/** React Router's ranking (static 10, dynamic 3, one per segment), so the server picks the page the app shows. */
const score = (segments: readonly string[]) => segments.reduce((sum, s) => sum + (s.startsWith(':') ? 3 : 10), segments.length);

const matches = (segments: readonly string[], parts: readonly string[]) =>
  segments.length === parts.length && segments.every((s, i) => s.startsWith(':') || s.toLowerCase() === parts[i]!.toLowerCase());

const RANKED = Object.keys(ROUTE_TABLE)
  .filter((pattern) => pattern !== '*')
  .flatMap((pattern) => explode(pattern).map((segments) => ({ pattern, segments, score: score(segments) })))
  .sort((a, b) => b.score - a.score);

/** The route pattern an address opens (as the app's router would pick it), or undefined for an unknown address. */
export function matchRoute(path: string): string | undefined {
  const parts = path.split('/').filter(Boolean);
  return RANKED.find(({ segments }) => matches(segments, parts))?.pattern;
}

/** The not-found page, shown to anyone at an address outside the route table. */
export const NOT_FOUND_ROUTE: RouteAccess = ROUTE_TABLE['*']!;

/** Who the route at an address serves and its title; an unknown address is the not-found page. */
export function routeAccess(path: string): RouteAccess {
  const pattern = matchRoute(path);
  return pattern ? ROUTE_TABLE[pattern]! : NOT_FOUND_ROUTE;
}
