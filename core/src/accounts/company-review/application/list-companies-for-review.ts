import { ok, type Result } from '../../../shared/result.ts';
import type { PageRequest } from '../../../shared/page.ts';
import type { UserRepositoryPort } from '../../ports/user-repository.port.ts';
import type { StaffOnly } from '../company-review.errors.ts';
import type { CompanyForReview, CompanyReviewQueuePort } from '../ports/company-review-queue.port.ts';
import { requireStaff } from './require-staff.ts';

export interface CompanyReviewDeps {
  users: UserRepositoryPort;
  reviewQueue: CompanyReviewQueuePort;
}

/** Staff's list of companies, unverified first: the ones whose first publish waits on a review. */
export class ListCompaniesForReview {
  private readonly deps: CompanyReviewDeps;

  constructor(deps: CompanyReviewDeps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; page: PageRequest }): Promise<Result<CompanyForReview[], StaffOnly>> {
    const staff = await requireStaff(this.deps.users, input.actorUserId);
    if (!staff.ok) return staff;
    return ok(await this.deps.reviewQueue.page(input.page));
  }
}
