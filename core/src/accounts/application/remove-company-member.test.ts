import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { RemoveCompanyMember } from './remove-company-member.ts';

async function setup() {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps, 2);
  const [first, second] = seeded.members;
  if (!first || !second) throw new Error('two members expected');
  return { deps, ...seeded, first, second, remove: new RemoveCompanyMember(deps) };
}

describe('RemoveCompanyMember', () => {
  it('takes the member out and leaves them a normal User', async () => {
    const { deps, company, owner, first, second, remove } = await setup();

    expect(await remove.execute({ actorUserId: owner.id, memberUserId: first.id })).toEqual({ ok: true, value: undefined });

    expect((await deps.companies.findById(company.id))?.members.map((m) => m.userId)).toEqual([owner.id, second.id]);
    expect((await deps.users.findById(first.id))?.userType).toBe('User');
  });

  it('refuses to remove the owner', async () => {
    const { deps, company, owner, remove } = await setup();

    const result = await remove.execute({ actorUserId: owner.id, memberUserId: owner.id });

    expect(!result.ok && result.error.code).toBe('COMPANY.CANNOT_REMOVE_OWNER');
    expect((await deps.companies.findById(company.id))?.members).toHaveLength(3);
  });

  it('answers MemberNotFound for someone outside the company', async () => {
    const { deps, owner, remove } = await setup();
    const outsider = aUser().build();
    await seed(deps, { users: [outsider] });

    const result = await remove.execute({ actorUserId: owner.id, memberUserId: outsider.id });

    expect(!result.ok && result.error.code).toBe('COMPANY.MEMBER_NOT_FOUND');
  });

  it('answers NotCompanyOwner to a member', async () => {
    const { deps, company, first, second, remove } = await setup();

    const result = await remove.execute({ actorUserId: first.id, memberUserId: second.id });

    expect(!result.ok && result.error.code).toBe('COMPANY.NOT_OWNER');
    expect((await deps.companies.findById(company.id))?.members).toHaveLength(3);
  });

  it('still removes a member row whose account is gone', async () => {
    const { deps, company, owner, first, remove } = await setup();
    await deps.users.delete(first.id);

    expect((await remove.execute({ actorUserId: owner.id, memberUserId: first.id })).ok).toBe(true);
    expect((await deps.companies.findById(company.id))?.members).toHaveLength(2);
  });
});
