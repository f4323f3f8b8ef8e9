/**
 * One page of a list that grows, read by keyset: `after`/`before` are cursors the list itself handed
 * out, `limit` is already capped by the caller, and `inverted` asks for the page before `before`, in
 * reverse order (GraphQL connections' `last`). Repositories answer at most `limit` items.
 */
export interface PageRequest {
  readonly after: string | null;
  readonly before: string | null;
  readonly limit: number;
  readonly inverted: boolean;
}
