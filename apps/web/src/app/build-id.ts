/**
 * One build-id check: the first answer becomes the loaded build; a later different answer means a new
 * deployment and the page must reload. No answer (offline, server hiccup) changes nothing.
 */
export function compareBuildId(loaded: string | null, current: string | null): { loaded: string | null; reload: boolean } {
  if (current === null) return { loaded, reload: false };
  if (loaded === null) return { loaded: current, reload: false };
  return { loaded, reload: current !== loaded };
}
