import useSWR from 'swr';
import { fetchMatchmakingChoices, fetchMatchmakingList, fetchMatchmakingLists } from '../operations/matchmaking.operations.ts';

export const MATCHMAKING_LISTS_KEY = 'gql:MatchmakingLists';

export const useMatchmakingLists = () => useSWR(MATCHMAKING_LISTS_KEY, fetchMatchmakingLists);
export const useMatchmakingList = (id: string | null) =>
  useSWR(id ? ['gql:MatchmakingList', id] : null, ([, listId]) => fetchMatchmakingList(listId));
export const useMatchmakingChoices = (enabled: boolean) => useSWR(enabled ? 'gql:MatchmakingChoices' : null, fetchMatchmakingChoices);
