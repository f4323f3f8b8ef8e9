import { useLayoutEffect } from 'react';
import { documentTitle } from '../shared/routing/route-access.ts';
import { useRouteHandle } from '../shared/routing/use-route-handle.ts';

/**
 * Names the browser tab after the route shown (its ROUTE_TABLE title), so tabs and history are told
 * apart. A layout effect, so a page that knows a better title (a game's name) sets it after this.
 */
export function useRouteTitle(): void {
  const title = useRouteHandle()?.title;
  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
