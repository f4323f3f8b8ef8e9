import useSWRInfinite from 'swr/infinite';
import { fetchCompaniesForReview, type CompaniesForReviewPage } from '../operations/company-review.operations.ts';

/** The review list a page at a time; each page's key carries the cursor the previous page ended on. */
export function useCompaniesForReview() {
  const pages = useSWRInfinite(
    (index: number, previous: CompaniesForReviewPage | null) =>
      index === 0
        ? ['gql:CompaniesForReview', null]
        : previous?.pageInfo.hasNextPage
          ? ['gql:CompaniesForReview', previous.pageInfo.endCursor]
          : null,
    ([, after]: [string, string | null]) => fetchCompaniesForReview(after),
  );
  const companies = (pages.data ?? []).flatMap((page) => page.edges.map((edge) => edge.node));
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, companies, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
