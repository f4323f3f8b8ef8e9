import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { UpdateMemberTitle } from './update-member-title.ts';

async function setup() {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps, 2);
  const [first, second] = seeded.members;
  if (!first || !second) throw new Error('two members expected');
  return { deps, ...seeded, first, second, updateTitle: new UpdateMemberTitle(deps) };
}

describe('UpdateMemberTitle', () => {
  it('sets the trimmed title and returns the member', async () => {
    const { deps, company, owner, first, updateTitle } = await setup();

    const result = await updateTitle.execute({ actorUserId: owner.id, memberUserId: first.id, title: '  Community manager ' });

    expect(result.ok && result.value).toEqual({
      userId: first.id,
      username: first.username,
      displayName: first.displayName,
      email: first.email,
      isOwner: false,
      title: 'Community manager',
      joinedAt: company.members[1]?.joinedAt,
    });
    const stored = await deps.companies.findById(company.id);
    expect(stored?.members.find((m) => m.userId === first.id)?.title).toBe('Community manager');
    expect(stored?.members.map((m) => m.userId)).toEqual(company.members.map((m) => m.userId));
  });

  it('lets the owner title themselves, and clears a title with an empty one', async () => {
    const { deps, company, owner, updateTitle } = await setup();

    await updateTitle.execute({ actorUserId: owner.id, memberUserId: owner.id, title: 'CEO' });
    const cleared = await updateTitle.execute({ actorUserId: owner.id, memberUserId: owner.id, title: '   ' });

    expect(cleared.ok && cleared.value.title).toBeNull();
    expect((await deps.companies.findById(company.id))?.members[0]).toMatchObject({ isOwner: true, title: null });
  });

  it('accepts 80 characters and refuses 81 on the title field', async () => {
    const { owner, first, updateTitle } = await setup();

    expect((await updateTitle.execute({ actorUserId: owner.id, memberUserId: first.id, title: 't'.repeat(80) })).ok).toBe(true);
    const result = await updateTitle.execute({ actorUserId: owner.id, memberUserId: first.id, title: 't'.repeat(81) });

    expect(!result.ok && result.error).toMatchObject({
      code: 'COMPANY.INVALID_FIELD',
      field: 'title',
      message: 'Title can be at most 80 characters.',
    });
  });

  it('answers NotCompanyOwner to a member', async () => {
    const { first, second, updateTitle } = await setup();

    const result = await updateTitle.execute({ actorUserId: first.id, memberUserId: second.id, title: 'Boss' });

    expect(!result.ok && result.error.code).toBe('COMPANY.NOT_OWNER');
  });

  it('answers MemberNotFound for someone outside the company', async () => {
    const { deps, owner, updateTitle } = await setup();
    const outsider = aUser().build();
    await seed(deps, { users: [outsider] });

    const result = await updateTitle.execute({ actorUserId: owner.id, memberUserId: outsider.id, title: 'Guest' });

    expect(!result.ok && result.error.code).toBe('COMPANY.MEMBER_NOT_FOUND');
  });
});
