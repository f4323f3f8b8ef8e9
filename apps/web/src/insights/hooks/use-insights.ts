import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import {
  InsightsCreatorPostsQuery,
  InsightsCreatorQuery,
  InsightsCreatorsQuery,
  InsightsGameQuery,
  InsightsGamesQuery,
  InsightsPostQuery,
  SavedInsightsFiltersQuery,
  type InsightsCreatorRanking,
  type InsightsFilter,
  type InsightsGameRanking,
  type InsightsPostPage,
  type InsightsPostType,
} from '../operations/insights.operations.ts';

type Paged = { hasNextPage: boolean; endCursor: string | null };
export const nextKey =
  (name: string, ...parts: unknown[]) =>
  (index: number, previous: Paged | null) =>
    index === 0 ? [name, ...parts, null] : previous?.hasNextPage ? [name, ...parts, previous.endCursor] : null;

export function paged<T extends Paged & { rows: readonly unknown[] }>(pages: ReturnType<typeof useSWRInfinite<T>>) {
  const rows = (pages.data ?? []).flatMap((page) => page.rows) as T['rows'][number][];
  return {
    ...pages,
    rows,
    first: pages.data?.[0],
    hasMore: pages.data?.at(-1)?.hasNextPage ?? false,
    loadingMore: pages.size > (pages.data?.length ?? 0),
    loadMore: () => pages.setSize(pages.size + 1),
  };
}

export function useInsightsCreators(filter: InsightsFilter, pageSize = 50) {
  const key = JSON.stringify(filter);
  return paged(
    useSWRInfinite<InsightsCreatorRanking>(nextKey('gql:InsightsCreators', key), ([, , after]: [string, string, string | null]) =>
      request(InsightsCreatorsQuery, { filter, first: pageSize, after }).then((d) => d.insightsCreators),
    ),
  );
}

export function useInsightsGames(filter: InsightsFilter, pageSize = 50) {
  const key = JSON.stringify(filter);
  return paged(
    useSWRInfinite<InsightsGameRanking>(nextKey('gql:InsightsGames', key), ([, , after]: [string, string, string | null]) =>
      request(InsightsGamesQuery, { filter, first: pageSize, after }).then((d) => d.insightsGames),
    ),
  );
}

/** The pages' key of a creator's posts of one type, for refetching them from elsewhere on the page. */
export const creatorPostsKey = (creatorId: string, type: InsightsPostType, ended = false) =>
  nextKey('gql:InsightsCreatorPosts', creatorId, type, ended);

/** A creator's posts of one type; `ended` keeps to the streams that have ended (the VODs tab). */
export function useCreatorPosts(creatorId: string, type: InsightsPostType, ended = false) {
  return paged(
    useSWRInfinite<InsightsPostPage>(
      creatorPostsKey(creatorId, type, ended),
      ([, , , , after]: [string, string, string, boolean, string | null]) =>
        request(InsightsCreatorPostsQuery, { creatorId, type, ended, first: 25, after }).then((d) => d.insightsCreatorPosts),
    ),
  );
}

type Period = { aggregationPeriodDays: number; datePreset: InsightsFilter['datePreset'] };

export const useCreatorInsights = (creatorId: string, period: Period) =>
  useSWR(['gql:InsightsCreator', creatorId, JSON.stringify(period)], () =>
    request(InsightsCreatorQuery, { creatorId, period }).then((d) => d.insightsCreator),
  );

export const useGameInsights = (gameId: string, period: Period) =>
  useSWR(['gql:InsightsGame', gameId, JSON.stringify(period)], () =>
    request(InsightsGameQuery, { gameId, period }).then((d) => d.insightsGame),
  );

export const SAVED_FILTERS_KEY = ['gql:SavedInsightsFilters'];
export const useSavedInsightsFilters = () =>
  useSWR(SAVED_FILTERS_KEY, () => request(SavedInsightsFiltersQuery, {}).then((d) => d.savedInsightsFilters));

/** One selected stream, video or short (null: none selected). */
export function useInsightsPost(creatorId: string, postId: string | null) {
  return useSWR(postId ? ['gql:InsightsPost', creatorId, postId] : null, () =>
    request(InsightsPostQuery, { creatorId, postId: postId! }).then((d) => d.insightsPost),
  );
}
