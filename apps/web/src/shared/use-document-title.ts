import { useEffect } from 'react';

/** "Explore · Lurkit": the page's own title in the browser tab and in shared links; "Lurkit" again when it leaves. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · Lurkit` : 'Lurkit');

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
    return () => {
      document.title = 'Lurkit';
    };
  }, [title]);
}
