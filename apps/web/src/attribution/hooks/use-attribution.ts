import useSWR from 'swr';
import { fetchCompanySteamGames, fetchSteamGameAttribution } from '../operations/attribution.operations.ts';

export function useCompanySteamGames() {
  return useSWR('gql:CompanySteamGames', fetchCompanySteamGames);
}

/** One game's attributed traffic; nothing is asked before a game is chosen. */
export function useSteamGameAttribution(appId: string | null) {
  return useSWR(appId ? ['gql:SteamGameAttribution', appId] : null, ([, id]: [string, string]) => fetchSteamGameAttribution(id));
}
