import { err, ok, type Result } from '../../../shared/result.ts';
import type { PageKind } from './page-kind.ts';
import { PageLimitReached } from './profile.errors.ts';

/** Spec section 9: at most 6 creator pages and 6 analytics pages per user. */
export const PAGE_LIMITS: Readonly<Record<PageKind, number>> = { creator: 6, analytics: 6 };

export function checkPageLimit(kind: PageKind, existingPages: number): Result<void, PageLimitReached> {
  return existingPages < PAGE_LIMITS[kind] ? ok(undefined) : err(new PageLimitReached(kind, PAGE_LIMITS[kind]));
}
