import useSWR from 'swr';
import {
  fetchGameFeeds,
  fetchGameList,
  fetchGameNewsArticle,
  fetchPublicCompany,
  fetchPublicGame,
} from '../operations/games.operations.ts';

export const useGameList = (list: string) => useSWR(['gql:GameList', list], ([, l]) => fetchGameList(l));
export const usePublicGame = (id: string) => useSWR(['gql:PublicGame', id], ([, gameId]) => fetchPublicGame(gameId));
export const useGameNewsArticle = (gameId: string, articleId: string) =>
  useSWR(['gql:GameNewsArticle', gameId, articleId], ([, g, a]) => fetchGameNewsArticle(g, a));
export const usePublicCompany = (id: string) => useSWR(['gql:PublicCompany', id], ([, companyId]) => fetchPublicCompany(companyId));
export const useGameFeeds = (gameId: string) => useSWR(['gql:GameFeeds', gameId], ([, id]) => fetchGameFeeds(id));
