import useSWRInfinite from 'swr/infinite';

type Page = { pageInfo: { hasNextPage: boolean; endCursor?: string | null | undefined } };

/** A connection read a page at a time with SWR; each page's key carries the cursor the previous page ended on. */
export function usePaged<P extends Page, N>(
  base: readonly unknown[] | null,
  fetchPage: (after: string | null) => Promise<P>,
  nodesOf: (page: P) => N[],
) {
  const pages = useSWRInfinite(
    (index: number, previous: P | null) =>
      base === null
        ? null
        : index === 0
          ? [...base, null]
          : previous?.pageInfo.hasNextPage
            ? [...base, previous.pageInfo.endCursor ?? null]
            : null,
    (key: unknown[]) => fetchPage((key.at(-1) as string | null) ?? null),
  );
  const nodes = (pages.data ?? []).flatMap(nodesOf);
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, nodes, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
