import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import { MAX_PAGE_SIZE } from './builder.ts';

/** Page sizes for resolveCursorConnection: 20 unless asked, never more than MAX_PAGE_SIZE. */
export const PAGE_SIZES = { defaultSize: 20, maxSize: MAX_PAGE_SIZE } as const;

/** Pothos' cursor arguments as core's PageRequest. */
export const toPageRequest = ({ after, before, limit, inverted }: ResolveCursorConnectionArgs): PageRequest => ({
  after: after ?? null,
  before: before ?? null,
  limit,
  inverted,
});
