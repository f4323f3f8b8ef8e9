import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, aCompany, aSession, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { DeleteAccount } from './delete-account.ts';
import { CURRENT_PASSWORD_CHECKS_PER_ACCOUNT, CURRENT_PASSWORD_CHECKS_PER_IP } from '../domain/account-request-limits.ts';

function setup() {
  const deps = accountsTestDeps();
  return { deps, deleteAccount: new DeleteAccount(deps) };
}

describe('DeleteAccount', () => {
  it('deletes the account and its sessions', async () => {
    const { deps, deleteAccount } = setup();
    const user = aUser().build();
    const session = aSession().forUser(user).build();
    await seed(deps, { users: [user], sessions: [session] });

    expect(await deleteAccount.execute({ userId: user.id, currentPassword: DEFAULT_PASSWORD, clientIp: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });

    expect(await deps.users.findById(user.id)).toBeNull();
    expect(await deps.sessions.findById(session.id)).toBeNull();
  });

  it.each([
    ['missing', '', 'ACCOUNT.REQUIRED'],
    ['wrong', 'wrong1234', '1202'],
  ])('keeps the account when the current password is %s', async (_name, currentPassword, code) => {
    const { deps, deleteAccount } = setup();
    const user = aUser().build();
    await seed(deps, { users: [user] });

    const result = await deleteAccount.execute({ userId: user.id, currentPassword, clientIp: '10.0.0.1' });

    expect(!result.ok && result.error).toMatchObject({ code, field: 'currentPassword' });
    expect(await deps.users.findById(user.id)).not.toBeNull();
  });

  it('refuses an owner whose company has other members', async () => {
    const { deps, deleteAccount } = setup();
    const owner = aUser().withUserType('Company').build();
    const member = aUser().withUserType('Company').build();
    const company = aCompany().ownedBy(owner.id).withMember(member.id).build();
    await seed(deps, { users: [owner, member], companies: [company] });

    const result = await deleteAccount.execute({ userId: owner.id, currentPassword: DEFAULT_PASSWORD, clientIp: '10.0.0.1' });

    expect(!result.ok && result.error.code).toBe('COMPANY.OWNER_HAS_MEMBERS');
    expect(await deps.users.findById(owner.id)).not.toBeNull();
    expect(await deps.companies.findById(company.id)).not.toBeNull();
  });

  it('deletes the company with its only member, the owner', async () => {
    const { deps, deleteAccount } = setup();
    const owner = aUser().withUserType('Company').build();
    const company = aCompany().ownedBy(owner.id).build();
    await seed(deps, { users: [owner], companies: [company] });

    expect((await deleteAccount.execute({ userId: owner.id, currentPassword: DEFAULT_PASSWORD, clientIp: '10.0.0.1' })).ok).toBe(true);

    expect(await deps.companies.findById(company.id)).toBeNull();
    expect(await deps.users.findById(owner.id)).toBeNull();
  });

  it('takes a member out of the company and leaves the company', async () => {
    const { deps, deleteAccount } = setup();
    const owner = aUser().withUserType('Company').build();
    const member = aUser().withUserType('Company').build();
    const company = aCompany().ownedBy(owner.id).withMember(member.id).build();
    await seed(deps, { users: [owner, member], companies: [company] });

    expect((await deleteAccount.execute({ userId: member.id, currentPassword: DEFAULT_PASSWORD, clientIp: '10.0.0.1' })).ok).toBe(true);

    expect((await deps.companies.findById(company.id))?.members.map((m) => m.userId)).toEqual([owner.id]);
    expect(await deps.users.findById(member.id)).toBeNull();
  });

  it('answers UserNotFound for an unknown id', async () => {
    const { deleteAccount } = setup();

    const result = await deleteAccount.execute({ userId: 'missing', currentPassword: DEFAULT_PASSWORD, clientIp: '10.0.0.1' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });

  it('answers RATE_LIMITED after 5 wrong guesses on one account, before even checking a sixth', async () => {
    const { deps, deleteAccount } = setup();
    const user = aUser().build();
    await seed(deps, { users: [user] });
    const attempt = (currentPassword: string, clientIp: string) => deleteAccount.execute({ userId: user.id, currentPassword, clientIp });

    for (let i = 0; i < CURRENT_PASSWORD_CHECKS_PER_ACCOUNT.limit; i++) {
      expect(!(await attempt('wrong1234', `10.0.0.${i}`)).ok).toBe(true);
    }
    const sixth = await attempt(DEFAULT_PASSWORD, '10.0.1.1');

    expect(!sixth.ok && sixth.error.code).toBe('RATE_LIMITED');
    expect(await deps.users.findById(user.id)).not.toBeNull();
  });

  it('answers RATE_LIMITED to one client address guessing on many accounts', async () => {
    const { deps, deleteAccount } = setup();
    const users = Array.from({ length: CURRENT_PASSWORD_CHECKS_PER_IP.limit + 1 }, () => aUser().build());
    await seed(deps, { users });
    for (const user of users.slice(1))
      await deleteAccount.execute({ userId: user.id, currentPassword: 'wrong1234', clientIp: '198.51.100.1' });

    const result = await deleteAccount.execute({ userId: users[0]?.id ?? '', currentPassword: DEFAULT_PASSWORD, clientIp: '198.51.100.1' });
    expect(!result.ok && result.error.code).toBe('RATE_LIMITED');
  });
});
