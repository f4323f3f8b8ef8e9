import { expect } from 'vitest';
import { COMPANY_MEMBERS, INVITE_MEMBER, JOIN_COMPANY, REGISTER_COMPANY, REGISTER_CREATOR, newCompanyInput } from '../tests/operations.ts';
import { sql, updateUser } from './direct-db.ts';
import { tokenFromMail, type TestApp } from './test-app.ts';

/** A company owner (or, with an existing company name, a plain User), registered and signed in. */
export async function signedInCompanyUser(app: TestApp, overrides: Record<string, unknown> = {}) {
  const input = newCompanyInput(overrides);
  const client = app.client();
  expect((await client.op(REGISTER_COMPANY, { input })).errors).toEqual([]);
  expect((await client.signIn(input.username, input.password)).status).toBe(200);
  return { client, input };
}

/** When the test worlds' owners verified their email: a fixed instant, so nothing reads the wall clock. */
const EMAIL_VERIFIED_AT = new Date('2026-01-05T09:00:00Z');

/** A company owner whose email is verified and whose company staff reviewed: its activations go live when published (spec 4). */
export async function signedInReviewedCompany(app: TestApp) {
  const company = await signedInCompanyUser(app);
  await updateUser(app.databaseUrl, company.input.username, (user) => ({ ...user, emailVerifiedAt: EMAIL_VERIFIED_AT }));
  await sql(app.databaseUrl, 'update company set is_verified = true where name = ?', [company.input.companyName]);
  return company;
}

/** A creator registered by email whose channel passed creator access, signed in. */
export async function signedInCreator(app: TestApp) {
  const { username, email, password } = newCompanyInput();
  const client = app.client();
  expect((await client.op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } })).errors).toEqual([]);
  // Registration gives a User; a channel passing creator access makes a Creator (spec 6), here directly.
  await sql(app.databaseUrl, `update user_account set user_type = 'Creator' where username = ?`, [username]);
  expect((await client.signIn(username, password)).status).toBe(200);
  return { client, username, email };
}

/** A signed-in User whom an operator made staff. */
export async function signedInStaff(app: TestApp) {
  const { client, input } = await signedInCompanyUser(app, { companyName: `Staff ${Date.now().toString(36)}` });
  await updateUser(app.databaseUrl, input.username, (user) => ({ ...user, isStaff: true }));
  // The session reads the account afresh on each request, so the flag shows without signing in again.
  return { client, input };
}

/** An owner and a member who joined through the invitation mail. */
export async function ownerWithJoinedMember(app: TestApp) {
  const owner = await signedInCompanyUser(app);
  // Registering with an existing company name gives a plain User, who may then join by invitation.
  const member = await signedInCompanyUser(app, { companyName: owner.input.companyName });
  const invite = await owner.client.op(INVITE_MEMBER, { email: member.input.email });
  expect(invite.errors).toEqual([]);
  const token = tokenFromMail(await app.mailTo(member.input.email, 'nvit'), '/company/join');
  const joined = await member.client.op(JOIN_COMPANY, { token });
  expect(joined.data).toMatchObject({ joinCompany: { name: owner.input.companyName } });
  const list = await owner.client.op(COMPANY_MEMBERS);
  const companyId = list.data!.companyMembers.company.id;
  const memberId = list.data!.companyMembers.members.find((m) => m.username === member.input.username)!.userId;
  return { owner, member, memberId, companyId };
}
