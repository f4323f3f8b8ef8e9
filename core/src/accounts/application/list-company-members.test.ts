import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aUser, anInvitation } from '../testing/builders.ts';
import { accountsTestDeps, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { ListCompanyMembers } from './list-company-members.ts';

describe('ListCompanyMembers', () => {
  it('lists the owner first, then members by joining date, with their accounts and titles', async () => {
    const deps = accountsTestDeps();
    const { company, owner, members } = await seedCompany(deps, 2);
    const [first, second] = members;
    if (!first || !second) throw new Error('two members expected');
    // Stored in another order than the one shown.
    await deps.companies.save({
      ...company,
      members: [...company.members].reverse().map((m) => (m.userId === first.id ? { ...m, title: 'Producer' } : m)),
    });

    const result = await new ListCompanyMembers(deps).execute({ actorUserId: second.id });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.company).toEqual({ id: company.id, name: company.name, isVerified: false });
    expect(result.value.viewerIsOwner).toBe(false);
    expect(result.value.members.map((m) => [m.userId, m.isOwner, m.title])).toEqual([
      [owner.id, true, null],
      [first.id, false, 'Producer'],
      [second.id, false, null],
    ]);
    expect(result.value.members[1]).toEqual({
      userId: first.id,
      username: first.username,
      displayName: first.displayName,
      email: first.email,
      isOwner: false,
      title: 'Producer',
      joinedAt: addMs(BUILDER_NOW, 1000),
    });
  });

  it('tells the owner they are the owner', async () => {
    const deps = accountsTestDeps();
    const { owner } = await seedCompany(deps);

    const result = await new ListCompanyMembers(deps).execute({ actorUserId: owner.id });

    expect(result.ok && result.value.viewerIsOwner).toBe(true);
  });

  it('lists open invitations newest first as pending until their expiry, then expired; never accepted ones', async () => {
    const deps = accountsTestDeps(addMs(BUILDER_NOW, 10_000));
    const { company, owner } = await seedCompany(deps);
    const joined = aUser().build();
    const older = anInvitation().forCompany(company).withEmail('older@example.com').createdAt(BUILDER_NOW).build();
    const newer = anInvitation().forCompany(company).withEmail('newer@example.com').createdAt(addMs(BUILDER_NOW, 1000)).build();
    const accepted = anInvitation().forCompany(company).acceptedBy(joined.id).build();
    await seed(deps, { users: [joined], invitations: [older, newer, accepted] });
    const listMembers = new ListCompanyMembers(deps);

    deps.clock.set(addMs(older.expiresAt, -1));
    const before = await listMembers.execute({ actorUserId: owner.id });
    expect(before.ok && before.value.invitations.map((i) => [i.email, i.status])).toEqual([
      ['newer@example.com', 'pending'],
      ['older@example.com', 'pending'],
    ]);

    deps.clock.set(older.expiresAt);
    const after = await listMembers.execute({ actorUserId: owner.id });
    expect(after.ok && after.value.invitations).toEqual([
      {
        id: newer.id,
        email: 'newer@example.com',
        status: 'pending',
        createdAt: newer.createdAt,
        expiresAt: newer.expiresAt,
        rejectedAt: null,
      },
      {
        id: older.id,
        email: 'older@example.com',
        status: 'expired',
        createdAt: older.createdAt,
        expiresAt: older.expiresAt,
        rejectedAt: null,
      },
    ]);
  });

  it('loads the member accounts in one query', async () => {
    const deps = accountsTestDeps();
    const { owner } = await seedCompany(deps, 5);
    let lookups = 0;
    const findById = deps.users.findById.bind(deps.users);
    deps.users.findById = async (id) => {
      lookups++;
      return findById(id);
    };

    const result = await new ListCompanyMembers(deps).execute({ actorUserId: owner.id });

    expect(result.ok && result.value.members).toHaveLength(6);
    expect(lookups).toBe(0);
  });

  it('answers NotCompanyMember to a person without a company', async () => {
    const deps = accountsTestDeps();
    const loner = aUser().build();
    await seed(deps, { users: [loner] });

    const result = await new ListCompanyMembers(deps).execute({ actorUserId: loner.id });

    expect(!result.ok && result.error.code).toBe('COMPANY.NOT_MEMBER');
  });
});
