import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import { CreatorListCreatorsQuery, fetchCreatorLists, type CreatorListCreatorsPage } from '../operations/creator-lists.operations.ts';

export const CREATOR_LISTS_KEY = 'gql:CreatorLists';

export const useCreatorLists = () => useSWR(CREATOR_LISTS_KEY, fetchCreatorLists);

/** A list's creators, 100 at a time; each page's key carries the cursor the previous page ended on. */
export function useCreatorListCreators(listId: string | null) {
  const pages = useSWRInfinite(
    (index: number, previous: CreatorListCreatorsPage | null) =>
      listId === null
        ? null
        : index === 0
          ? ['gql:CreatorListCreators', listId, null]
          : previous?.pageInfo.hasNextPage
            ? ['gql:CreatorListCreators', listId, previous.pageInfo.endCursor ?? null]
            : null,
    ([, id, after]: [string, string, string | null]) =>
      request(CreatorListCreatorsQuery, { listId: id, first: 100, after }).then((d) => d.creatorListCreators),
  );
  const nodes = (pages.data ?? []).flatMap((page) => page.edges.map((e) => e.node));
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, nodes, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
