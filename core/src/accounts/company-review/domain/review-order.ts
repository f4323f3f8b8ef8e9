import type { CompanyForReview } from '../ports/company-review-queue.port.ts';

/**
 * The review order: unverified companies first, then newest first, then by id so the order is total.
 * As a tuple compared descending: (unverified, createdAt, id). A cursor is that tuple as text.
 */
export interface ReviewKey {
  readonly unverified: boolean;
  readonly createdAt: Date;
  readonly id: string;
}

export const reviewKeyOf = (company: CompanyForReview): ReviewKey => ({
  unverified: !company.isVerified,
  createdAt: company.createdAt,
  id: company.id,
});

export const encodeReviewCursor = (key: ReviewKey): string => `${key.unverified ? 1 : 0}|${key.createdAt.toISOString()}|${key.id}`;

/** Null for text that is not a cursor this list handed out: such a page starts from the top. */
export function decodeReviewCursor(cursor: string | null): ReviewKey | null {
  const match = cursor ? /^([01])\|(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/.exec(cursor) : null;
  if (!match?.[2] || !match[3]) return null;
  return { unverified: match[1] === '1', createdAt: new Date(match[2]), id: match[3] };
}

/** Negative when `a` comes first in the review order. */
export function compareReviewKeys(a: ReviewKey, b: ReviewKey): number {
  if (a.unverified !== b.unverified) return a.unverified ? -1 : 1;
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
