import { describe, expect, it } from 'vitest';
import { BUILDER_NOW, anInvitation } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { RegisterCompanyMember } from './register-company-member.ts';
import { SignInWithPassword } from './sign-in-with-password.ts';
import { VerifyEmail } from './verify-email.ts';

const account = { email: 'Invited@Example.com', username: 'invitedone', password: 'secret123', acceptTerms: true, clientIp: '10.0.0.1' };

async function setup(invitation = anInvitation()) {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps);
  const built = await invitation.forCompany(seeded.company).createdAt(BUILDER_NOW).buildWithToken();
  await seed(deps, { invitations: [built.invitation] });
  return { deps, ...seeded, ...built, register: new RegisterCompanyMember(deps) };
}

describe('RegisterCompanyMember', () => {
  it('opens an account that is the inviting company member from the start, with no company form, and spends the invitation', async () => {
    const { deps, company, invitation, token, register } = await setup();

    const result = await register.execute({ ...account, invitationToken: token });

    expect(result).toEqual({ ok: true, value: { userId: expect.any(String), userType: 'Company', companyName: company.name } });
    if (!result.ok) return;
    expect(await deps.users.findById(result.value.userId)).toMatchObject({
      userType: 'Company',
      email: 'invited@example.com',
      emailVerifiedAt: null,
    });
    expect((await deps.companies.findById(company.id))?.members.map((m) => m.userId)).toContain(result.value.userId);
    expect((await deps.companies.findByName(company.name))?.id).toBe(company.id);
    expect(await deps.invitations.findById(invitation.id)).toMatchObject({ acceptedByUserId: result.value.userId });
  });

  it('signs in, after verifying, as the company member', async () => {
    const { deps, company, token, register } = await setup();
    await register.execute({ ...account, invitationToken: token });

    await new VerifyEmail(deps).execute({ token: linkToken(deps.mailer.sent.at(-1)) });
    const session = await new SignInWithPassword(deps).execute({ username: 'invitedone', password: 'secret123', clientIp: '10.0.0.1' });

    expect(session.ok).toBe(true);
    if (!session.ok) return;
    expect((await deps.users.findById(session.value.userId))?.userType).toBe('Company');
    expect((await deps.companies.findByMemberUserId(session.value.userId))?.id).toBe(company.id);
  });

  it('refuses a declined or unknown link before opening any account', async () => {
    const { deps, register, token } = await setup(anInvitation().rejected());

    const declined = await register.execute({ ...account, invitationToken: token });
    const unknown = await register.execute({ ...account, invitationToken: 'not-a-token' });

    expect(!declined.ok && declined.error.code).toBe('COMPANY.JOIN_FAILED');
    expect(!unknown.ok && unknown.error.code).toBe('COMPANY.JOIN_FAILED');
    expect(await deps.users.findByUsername('invitedone')).toBeNull();
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('reports the account fields at their field', async () => {
    const { register, token } = await setup();

    const result = await register.execute({ ...account, username: 'ab', invitationToken: token });

    expect(!result.ok && result.error.field).toBe('username');
  });
});
