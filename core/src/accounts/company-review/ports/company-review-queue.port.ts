import type { PageRequest } from '../../../shared/page.ts';

/** A company as staff review it before its first publish goes live (spec 4 and 6). */
export interface CompanyForReview {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly website: string;
  readonly email: string;
  readonly isVerified: boolean;
  readonly createdAt: Date;
}

export interface CompanyOwner {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

/**
 * Companies for the staff review page, unverified first, then newest first. The cursor of a company
 * is `cursorOf(company)`; owners load in one batch for a whole page.
 */
export interface CompanyReviewQueuePort {
  page(request: PageRequest): Promise<CompanyForReview[]>;
  cursorOf(company: CompanyForReview): string;
  ownersOf(companyIds: readonly string[]): Promise<Map<string, CompanyOwner>>;
}
