import { describe, expect, it } from 'vitest';
import { aCompany, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { GetAccount } from './get-account.ts';

describe('GetAccount', () => {
  it('returns the account with its company', async () => {
    const deps = accountsTestDeps();
    const owner = aUser().withUserType('Company').build();
    const member = aUser().withUserType('Company').unverified().build();
    const company = aCompany().ownedBy(owner.id).withMember(member.id).build();
    await seed(deps, { users: [owner, member], companies: [company] });

    const result = await new GetAccount(deps).execute({ userId: member.id });

    expect(result).toEqual({
      ok: true,
      value: {
        id: member.id,
        username: member.username,
        displayName: member.displayName,
        email: member.email,
        emailVerified: false,
        userType: 'Company',
        isStaff: false,
        company: { id: company.id, name: company.name, isVerified: false, isOwner: false },
      },
    });
  });

  it('answers UserNotFound for an unknown id', async () => {
    const result = await new GetAccount(accountsTestDeps()).execute({ userId: 'missing' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });
});
