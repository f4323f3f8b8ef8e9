import { err, ok, type Result } from '../../../shared/result.ts';
import type { CompanyRepositoryPort } from '../../ports/company-repository.port.ts';
import type { UserRepositoryPort } from '../../ports/user-repository.port.ts';
import { CompanyNotFound, type StaffOnly } from '../company-review.errors.ts';
import { requireStaff } from './require-staff.ts';

export type CompanyReviewDecision = 'approve' | 'refuse';

/**
 * Staff's account review (spec 4: "a first published item is held for account review"): approving
 * verifies the company, so its publishes go live; refusing takes the verification back.
 */
export class ReviewCompany {
  private readonly deps: { users: UserRepositoryPort; companies: CompanyRepositoryPort };

  constructor(deps: { users: UserRepositoryPort; companies: CompanyRepositoryPort }) {
    this.deps = deps;
  }

  async execute(input: {
    actorUserId: string;
    companyId: string;
    decision: CompanyReviewDecision;
  }): Promise<Result<{ id: string; isVerified: boolean }, StaffOnly | CompanyNotFound>> {
    const staff = await requireStaff(this.deps.users, input.actorUserId);
    if (!staff.ok) return staff;
    const company = await this.deps.companies.findById(input.companyId);
    if (!company) return err(new CompanyNotFound());
    const isVerified = input.decision === 'approve';
    await this.deps.companies.save({ ...company, isVerified });
    return ok({ id: company.id, isVerified });
  }
}
