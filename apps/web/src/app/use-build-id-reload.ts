import { useEffect } from 'react';
import { fetchBuildId } from '../shared/api/events-client.ts';
import { compareBuildId } from './build-id.ts';

/** The build this page was loaded with; the first answer of /api/build-id. */
let loadedBuildId: string | null = null;

async function reloadIfNewBuild(): Promise<void> {
  const check = compareBuildId(loadedBuildId, await fetchBuildId().catch(() => null));
  loadedBuildId = check.loaded;
  if (check.reload) window.location.reload();
}

/**
 * Spec section 2: the page reloads when a new build is deployed, checked after each route change and
 * when the window regains focus, so nobody keeps running a client the server no longer matches.
 */
export function useBuildIdReload(pathname: string): void {
  useEffect(() => {
    void reloadIfNewBuild();
  }, [pathname]);

  useEffect(() => {
    const onFocus = () => void reloadIfNewBuild();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
}
