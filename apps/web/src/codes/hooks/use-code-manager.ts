import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import { CodeManagerItemsQuery, ItemCodesQuery, type ItemCodesPage } from '../operations/code-manager.operations.ts';

export function useCodeManagerItems() {
  return useSWR('gql:CodeManagerItems', () => request(CodeManagerItemsQuery).then((data) => data.codeManagerItems));
}

/** One item's codes, a page at a time (newest first). */
export function useItemCodes(itemId: string | null) {
  const pages = useSWRInfinite(
    (index: number, previous: ItemCodesPage | null) =>
      itemId === null
        ? null
        : index === 0
          ? ['gql:ItemCodes', itemId, null]
          : previous?.pageInfo.hasNextPage
            ? ['gql:ItemCodes', itemId, previous.pageInfo.endCursor]
            : null,
    ([, id, after]: [string, string, string | null]) =>
      request(ItemCodesQuery, { itemId: id, first: 100, after }).then((data) => data.itemCodes),
  );
  const codes = (pages.data ?? []).flatMap((page) => page.edges.map((edge) => edge.node));
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, codes, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
