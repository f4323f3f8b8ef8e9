import { useMatches } from 'react-router';
import type { RouteAccess } from './route-table.ts';

const isRouteAccess = (handle: unknown): handle is RouteAccess => typeof handle === 'object' && handle !== null && 'audiences' in handle;

/** The ROUTE_TABLE entry of the page shown (the deepest route matched), undefined outside the app's route table. */
export function useRouteHandle(): RouteAccess | undefined {
  const handle = useMatches().at(-1)?.handle;
  return isRouteAccess(handle) ? handle : undefined;
}
