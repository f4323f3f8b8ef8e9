import { describe, expect, it } from 'vitest';
import { accountsTestDeps, seed, seedCompany } from '../../testing/accounts-test-deps.ts';
import { aUser } from '../../testing/builders.ts';
import { InMemoryCompanyReviewQueue } from '../testing/in-memory-company-review-queue.ts';
import { ListCompaniesForReview } from './list-companies-for-review.ts';
import { ReviewCompany } from './review-company.ts';

async function setup() {
  const deps = accountsTestDeps();
  const staff = aUser().asStaff().build();
  const outsider = aUser().withUserType('Company').build();
  await seed(deps, { users: [staff, outsider] });
  const { company, owner } = await seedCompany(deps);
  const reviewDeps = { users: deps.users, reviewQueue: new InMemoryCompanyReviewQueue(deps.companies, deps.users) };
  return { deps, staff, outsider, company, owner, reviewDeps };
}
const firstPage = { after: null, before: null, limit: 10, inverted: false };

describe('ReviewCompany', () => {
  it('staff approve a company: it becomes verified; refusing takes that back', async () => {
    const { deps, staff, company } = await setup();
    const review = new ReviewCompany(deps);
    expect(await review.execute({ actorUserId: staff.id, companyId: company.id, decision: 'approve' })).toEqual({
      ok: true,
      value: { id: company.id, isVerified: true },
    });
    expect((await deps.companies.findById(company.id))?.isVerified).toBe(true);
    await review.execute({ actorUserId: staff.id, companyId: company.id, decision: 'refuse' });
    expect((await deps.companies.findById(company.id))?.isVerified).toBe(false);
  });

  it('refuses anyone but active staff, the company owner included, and changes nothing', async () => {
    const { deps, staff, outsider, company, owner } = await setup();
    for (const actorUserId of [outsider.id, owner.id, 'nobody']) {
      const result = await new ReviewCompany(deps).execute({ actorUserId, companyId: company.id, decision: 'approve' });
      expect(!result.ok && result.error.code).toBe('STAFF.ONLY');
    }
    await deps.users.save({ ...staff, status: 'locked' });
    const locked = await new ReviewCompany(deps).execute({ actorUserId: staff.id, companyId: company.id, decision: 'approve' });
    expect(!locked.ok && locked.error.code).toBe('STAFF.ONLY');
    expect((await deps.companies.findById(company.id))?.isVerified).toBe(false);
  });

  it('answers COMPANY.NOT_FOUND for an unknown company', async () => {
    const { deps, staff } = await setup();
    const result = await new ReviewCompany(deps).execute({ actorUserId: staff.id, companyId: 'missing', decision: 'approve' });
    expect(!result.ok && result.error.code).toBe('COMPANY.NOT_FOUND');
  });
});

describe('ListCompaniesForReview', () => {
  it('lists companies for staff only', async () => {
    const { staff, outsider, company, reviewDeps } = await setup();
    const listed = await new ListCompaniesForReview(reviewDeps).execute({ actorUserId: staff.id, page: firstPage });
    expect(listed.ok && listed.value.map((c) => c.id)).toEqual([company.id]);
    const refused = await new ListCompaniesForReview(reviewDeps).execute({ actorUserId: outsider.id, page: firstPage });
    expect(!refused.ok && refused.error.code).toBe('STAFF.ONLY');
  });
});
