import { resolveCursorConnection, type DefaultConnectionArguments, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { Result } from '@lurkit/core/shared/result.ts';
import { MAX_PAGE_SIZE } from './builder.ts';
import { unwrap } from './errors.ts';

/** Page sizes for resolveCursorConnection: 20 unless asked, never more than MAX_PAGE_SIZE. */
export const PAGE_SIZES = { defaultSize: 20, maxSize: MAX_PAGE_SIZE } as const;

/** Pothos' cursor arguments as core's PageRequest. */
export const toPageRequest = ({ after, before, limit, inverted }: ResolveCursorConnectionArgs): PageRequest => ({
  after: after ?? null,
  before: before ?? null,
  limit,
  inverted,
});

/**
 * A connection's page from core: Pothos' cursor arguments become core's PageRequest at PAGE_SIZES,
 * `load` answers that page's nodes in order and `toCursor` names each one.
 */
export const resolvePage = <T>(
  args: DefaultConnectionArguments,
  load: (page: PageRequest) => Promise<readonly T[]> | readonly T[],
  toCursor: (node: T) => string,
) => resolveCursorConnection({ args, toCursor, ...PAGE_SIZES }, async (params: ResolveCursorConnectionArgs) => load(toPageRequest(params)));

/** resolvePage for a use case that answers a Result: its domain error becomes the GraphQL error. */
export const resolveUseCasePage = <T>(
  args: DefaultConnectionArguments,
  load: (page: PageRequest) => Promise<Result<readonly T[], DomainError>>,
  toCursor: (node: T) => string,
) => resolvePage(args, async (page) => unwrap(await load(page)), toCursor);
