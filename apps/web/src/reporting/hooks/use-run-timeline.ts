import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import { CompanyRunEventsQuery, type CompanyRunEventsPage } from '../operations/run-timeline.operations.ts';

export const TIMELINE_PAGE_SIZE = 15;

/** The company's run events, newest first, a page at a time (the server merges the activation types). */
export function useRunTimeline() {
  const pages = useSWRInfinite(
    (index: number, previous: CompanyRunEventsPage | null) =>
      index === 0
        ? ['gql:CompanyRunEvents', null]
        : previous?.pageInfo.hasNextPage
          ? ['gql:CompanyRunEvents', previous.pageInfo.endCursor ?? null]
          : null,
    ([, after]: [string, string | null]) =>
      request(CompanyRunEventsQuery, { first: TIMELINE_PAGE_SIZE, after }).then((d) => d.companyRunEvents),
  );
  const events = (pages.data ?? []).flatMap((page) => page.edges.map((e) => e.node));
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, events, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
