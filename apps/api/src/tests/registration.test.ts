import { describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../testing/accounts-world.ts';
import { tokenFromMail, useTestApp } from '../testing/test-app.ts';
import {
  COMPANY_MEMBERS,
  INVITE_MEMBER,
  REGISTER_COMPANY,
  REGISTER_COMPANY_MEMBER,
  REGISTER_CREATOR,
  newCompanyInput,
} from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp({ seedDemoData: true });

const registerCompany = (overrides: Record<string, unknown> = {}) =>
  app.client().op(REGISTER_COMPANY, { input: newCompanyInput(overrides) });

const codeOf = (result: { errors: { extensions?: { code?: string; field?: string } }[] }) => result.errors[0]?.extensions;

describe('registerCompany', () => {
  it('creates a Company user that owns a new company and can sign in', async () => {
    const input = newCompanyInput();
    const client = app.client();
    const result = await client.op(REGISTER_COMPANY, { input });
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ registerCompany: { userType: 'Company' } });
    const signIn = await client.signIn(input.username, input.password);
    expect(signIn.status).toBe(200);
    const session = await client.json<{ user: { company: { name: string; isVerified: boolean } } }>('/api/auth/session');
    expect(session.body.user.company).toMatchObject({ name: input.companyName, isVerified: false });
  });

  it('with an existing company name creates only a normal User', async () => {
    const result = await registerCompany({ companyName: 'demo studio' });
    expect(result.errors).toEqual([]);
    expect(result.data?.registerCompany.userType).toBe('User');
  });

  it.each([
    ['1001', { username: 'DemoCompany' }, 'username'],
    ['1002', { email: 'DEMOCOMPANY@example.com' }, 'email'],
    ['1003', { password: 'short1' }, 'password'],
    ['1003', { password: 'nodigitsatall' }, 'password'],
    ['1011', { username: 'abc' }, 'username'],
    ['1011', { username: 'has space' }, 'username'],
    ['1011', { username: 'a'.repeat(26) }, 'username'],
    ['1012', { email: 'not-an-email' }, 'email'],
    ['ACCOUNT.TERMS_NOT_ACCEPTED', { acceptTerms: false }, 'acceptTerms'],
    ['COMPANY.INVALID_FIELD', { companyType: 'bakery' }, 'companyType'],
    ['COMPANY.INVALID_FIELD', { website: 'javascript:alert(1)' }, 'website'],
    ['COMPANY.INVALID_FIELD', { companyName: '   ' }, 'companyName'],
  ])('answers %s for %j', async (code, overrides, field) => {
    const result = await registerCompany(overrides);
    expect(result.data).toBeNull();
    expect(codeOf(result)).toEqual({ code, field });
  });

  it('accepts usernames at the 4 and 25 character bounds', async () => {
    const n = uniqueName().padStart(3, '0');
    expect((await registerCompany({ username: `u${n}` })).errors).toEqual([]);
    expect((await registerCompany({ username: `${n}${'b'.repeat(22)}` })).errors).toEqual([]);
  });
});

describe('registerCreator', () => {
  it('creates a User account, which becomes a Creator only through creator access (spec 5 and 6)', async () => {
    const { data, errors } = await app.client().op(REGISTER_CREATOR, {
      input: { email: 'newcreator@example.com', username: 'newcreator', password: 'goodpassword1', acceptTerms: true },
    });
    expect(errors).toEqual([]);
    expect(data).toMatchObject({ registerCreator: { userType: 'User' } });
  });

  it('answers 1001 for a taken username', async () => {
    const result = await app.client().op(REGISTER_CREATOR, {
      input: { email: 'other@example.com', username: 'democreator', password: 'goodpassword1', acceptTerms: true },
    });
    expect(codeOf(result)?.code).toBe('1001');
  });
});

describe('registerCompanyMember', () => {
  it('signs up an invited person straight into the inviting company, with no company form', async () => {
    const owner = await signedInCompanyUser(app);
    const { username, email, password } = newCompanyInput();
    expect((await owner.client.op(INVITE_MEMBER, { email })).errors).toEqual([]);
    const invitationToken = tokenFromMail(await app.mailTo(email, 'nvit'), '/company/join');

    const { data, errors } = await app.client().op(REGISTER_COMPANY_MEMBER, {
      input: { invitationToken, email, username, password, acceptTerms: true },
    });

    expect(errors).toEqual([]);
    expect(data).toMatchObject({ registerCompanyMember: { userType: 'Company' } });
    const members = await owner.client.op(COMPANY_MEMBERS);
    expect(members.data?.companyMembers.members.map((m) => m.username)).toContain(username);
  });

  it('answers COMPANY.JOIN_FAILED for a link that is not an invitation', async () => {
    const { username, email, password } = newCompanyInput();
    const result = await app.client().op(REGISTER_COMPANY_MEMBER, {
      input: { invitationToken: 'not-a-token', email, username, password, acceptTerms: true },
    });
    expect(codeOf(result)?.code).toBe('COMPANY.JOIN_FAILED');
  });
});
