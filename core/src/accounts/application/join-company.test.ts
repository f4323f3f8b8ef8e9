import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import { COMPANY_MEMBER_LIMIT } from '../domain/company.entity.ts';
import type { User } from '../domain/user.entity.ts';
import { BUILDER_NOW, aUser, anInvitation } from '../testing/builders.ts';
import { accountsTestDeps, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { JoinCompany } from './join-company.ts';

async function setup(joiner: User, otherMembers = 0) {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps, otherMembers);
  const { invitation, token } = await anInvitation().forCompany(seeded.company).createdAt(BUILDER_NOW).buildWithToken();
  await seed(deps, { users: [joiner], invitations: [invitation] });
  return { deps, ...seeded, invitation, token, joinCompany: new JoinCompany(deps) };
}

const expectJoinFailed = (result: { ok: boolean; error?: { code: string; message: string } }) => {
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe('COMPANY.JOIN_FAILED');
  expect(result.error?.message).toContain('Something went wrong when joining the company');
};

describe('JoinCompany', () => {
  it('adds a normal User as a member without title, makes them a Company user and accepts the invitation', async () => {
    const joiner = aUser().withUserType('User').build();
    const { deps, company, invitation, token, joinCompany } = await setup(joiner);
    deps.clock.advance(1000);

    const result = await joinCompany.execute({ userId: joiner.id, token });

    expect(result).toEqual({ ok: true, value: { company: { id: company.id, name: company.name, isVerified: false } } });
    expect((await deps.companies.findById(company.id))?.members.at(-1)).toEqual({
      userId: joiner.id,
      isOwner: false,
      title: null,
      joinedAt: deps.clock.now(),
    });
    expect((await deps.users.findById(joiner.id))?.userType).toBe('Company');
    expect(await deps.invitations.findById(invitation.id)).toMatchObject({ acceptedAt: deps.clock.now(), acceptedByUserId: joiner.id });
  });

  it('accepts the link in its last millisecond and fails exactly at expiry', async () => {
    const joiner = aUser().build();
    const { deps, invitation, token, joinCompany } = await setup(joiner);

    deps.clock.set(invitation.expiresAt);
    expectJoinFailed(await joinCompany.execute({ userId: joiner.id, token }));

    deps.clock.set(addMs(invitation.expiresAt, -1));
    expect((await joinCompany.execute({ userId: joiner.id, token })).ok).toBe(true);
  });

  it('fails for an unknown, empty or already accepted link', async () => {
    const joiner = aUser().build();
    const second = aUser().build();
    const { deps, token, joinCompany } = await setup(joiner);
    await seed(deps, { users: [second] });
    await joinCompany.execute({ userId: joiner.id, token });

    expectJoinFailed(await joinCompany.execute({ userId: second.id, token }));
    expectJoinFailed(await joinCompany.execute({ userId: second.id, token: 'unknown' }));
    expectJoinFailed(await joinCompany.execute({ userId: second.id, token: '' }));
  });

  it('asks a Creator to confirm first, then joins them as a company user', async () => {
    const creator = aUser().withUserType('Creator').build();
    const { deps, company, token, joinCompany } = await setup(creator);

    const unconfirmed = await joinCompany.execute({ userId: creator.id, token });
    expect(!unconfirmed.ok && unconfirmed.error.code).toBe('COMPANY.CREATOR_MUST_CONFIRM');
    expect((await deps.companies.findById(company.id))?.members).toHaveLength(1);
    expect((await deps.users.findById(creator.id))?.userType).toBe('Creator');

    const confirmed = await joinCompany.execute({ userId: creator.id, token, confirmCreatorLeaves: true });
    expect(confirmed.ok).toBe(true);
    expect((await deps.companies.findById(company.id))?.members.map((m) => m.userId)).toContain(creator.id);
    expect((await deps.users.findById(creator.id))?.userType).toBe('Company');
  });

  it('fails for a person who already belongs to a company, including this one', async () => {
    const joiner = aUser().build();
    const { deps, owner, members, token, joinCompany } = await setup(joiner, 1);
    const elsewhere = await seedCompany(deps);

    expectJoinFailed(await joinCompany.execute({ userId: elsewhere.owner.id, token }));
    expectJoinFailed(await joinCompany.execute({ userId: members[0]?.id ?? '', token }));
    expectJoinFailed(await joinCompany.execute({ userId: owner.id, token }));
  });

  it('fails when the company is gone', async () => {
    const joiner = aUser().build();
    const { deps, company, token, joinCompany } = await setup(joiner);
    await deps.companies.delete(company.id);

    expectJoinFailed(await joinCompany.execute({ userId: joiner.id, token }));
  });

  it(`lets the ${COMPANY_MEMBER_LIMIT}th member join and answers MemberLimitReached beyond`, async () => {
    const joiner = aUser().build();
    const full = await setup(joiner, COMPANY_MEMBER_LIMIT - 2);
    expect((await full.joinCompany.execute({ userId: joiner.id, token: full.token })).ok).toBe(true);

    const another = aUser().build();
    const { invitation, token } = await anInvitation().forCompany(full.company).buildWithToken();
    await seed(full.deps, { users: [another], invitations: [invitation] });
    const result = await full.joinCompany.execute({ userId: another.id, token });

    expect(!result.ok && result.error.code).toBe('COMPANY.MEMBER_LIMIT');
    expect((await full.deps.companies.findById(full.company.id))?.members).toHaveLength(COMPANY_MEMBER_LIMIT);
  });

  it('answers UserNotFound for an unknown user', async () => {
    const { token, joinCompany } = await setup(aUser().build());

    const result = await joinCompany.execute({ userId: 'missing', token });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });
});
