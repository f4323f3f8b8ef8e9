import { describe, expect, it } from 'vitest';
import type { User } from '../domain/user.entity.ts';
import { aUser } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed } from '../testing/accounts-test-deps.ts';
import { ResendVerificationEmail, VERIFICATION_EMAIL_SENT } from './resend-verification-email.ts';
import { VerifyEmail } from './verify-email.ts';

async function setup(...users: User[]) {
  const deps = accountsTestDeps();
  await seed(deps, { users });
  return { deps, resend: new ResendVerificationEmail(deps), verifyEmail: new VerifyEmail(deps) };
}

const sent = { ok: true, value: { message: VERIFICATION_EMAIL_SENT } };

describe('ResendVerificationEmail', () => {
  it('mails a new link to the signed-in person and voids the older one', async () => {
    const user = aUser().unverified().withEmail('late@example.com').build();
    const { deps, resend, verifyEmail } = await setup(user);

    expect(await resend.execute({ userId: user.id })).toEqual(sent);
    expect(await resend.execute({ userId: user.id })).toEqual(sent);

    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['late@example.com', 'late@example.com']);
    const [first, second] = deps.mailer.sent.map((m) => linkToken(m));
    expect(!(await verifyEmail.execute({ token: first ?? '' })).ok).toBe(true);
    expect((await verifyEmail.execute({ token: second ?? '' })).ok).toBe(true);
  });

  it('answers EmailAlreadyVerified to a signed-in person whose address is verified', async () => {
    const user = aUser().build();
    const { deps, resend } = await setup(user);

    const result = await resend.execute({ userId: user.id });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.EMAIL_ALREADY_VERIFIED');
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('answers UserNotFound for a signed-in id without an account', async () => {
    const { resend } = await setup();

    const result = await resend.execute({ userId: 'gone' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });

  it('mails the link when signed out, by username or by email', async () => {
    const user = aUser().unverified().withUsername('latebird').withEmail('late@example.com').build();
    const { deps, resend } = await setup(user);

    expect(await resend.execute({ usernameOrEmail: 'LateBird' })).toEqual(sent);
    expect(await resend.execute({ usernameOrEmail: 'LATE@example.com' })).toEqual(sent);

    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['late@example.com', 'late@example.com']);
  });

  it('gives the same answer without a mail for unknown or already verified accounts when signed out', async () => {
    const verified = aUser().withUsername('verifiedone').build();
    const { deps, resend } = await setup(verified);

    expect(await resend.execute({ usernameOrEmail: 'nobodyhere' })).toEqual(sent);
    expect(await resend.execute({ usernameOrEmail: 'verifiedone' })).toEqual(sent);
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('asks for a username or email when given neither', async () => {
    const { resend } = await setup();

    const result = await resend.execute({ usernameOrEmail: '  ' });

    expect(!result.ok && result.error).toMatchObject({ code: 'ACCOUNT.REQUIRED', field: 'usernameOrEmail' });
  });
});
