import { useEffect } from 'react';

/** "Explore · Lurkit": the page's own title in the browser tab and in shared links. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · Lurkit` : 'Lurkit');

/**
 * A page's own title (a game's or a company's name) over its route's (app/use-route-title.ts): the
 * route's is set in a layout effect, before this one. Leaving, the next route sets its own.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
