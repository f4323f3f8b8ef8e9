import useSWR from 'swr';
import { fetchCompanySteamGames, fetchSteamGameAttribution } from '../operations/attribution.operations.ts';

export function useCompanySteamGames() {
  return useSWR('gql:CompanySteamGames', fetchCompanySteamGames);
}

/** One game's attributed traffic; nothing is asked before a game is chosen. */
export function useSteamGameAttribution(appId: string | null) {
  return useSWR(appId ? ['gql:SteamGameAttribution', appId] : null, ([, id]: [string, string]) => fetchSteamGameAttribution(id));
}

/**
 * The wishlists one activation's tracked links brought, over every Steam game of the company (all
 * imported reports); null while unknown, when the company has no Steam game, or no report names the
 * activation, so a page shows no figure rather than a zero it cannot vouch for.
 */
export function useActivationWishlists(kind: 'KEY' | 'QUEST', activationId: string): number | null {
  const games = useCompanySteamGames();
  const appIds = games.data?.map((game) => game.appId) ?? null;
  const attribution = useSWR(appIds && appIds.length > 0 ? ['gql:ActivationWishlists', kind, activationId, ...appIds] : null, () =>
    Promise.all(appIds!.map(fetchSteamGameAttribution)),
  );
  const rows = attribution.data?.flatMap((game) => game.rows).filter((row) => row.kind === kind && row.activationId === activationId);
  return rows && rows.length > 0 ? rows.reduce((sum, row) => sum + row.wishlists, 0) : null;
}
