import { describe, expect, it } from 'vitest';
import { RESENDS_PER_ACCOUNT, RESENDS_PER_IP } from '../domain/account-request-limits.ts';
import type { User } from '../domain/user.entity.ts';
import { aUser } from '../testing/builders.ts';
import { accountsTestDeps, deliverLinkRequests, linkToken, seed } from '../testing/accounts-test-deps.ts';
import { ResendVerificationEmail, VERIFICATION_EMAIL_SENT, type ResendVerificationEmailInput } from './resend-verification-email.ts';
import { VerifyEmail } from './verify-email.ts';

async function setup(...users: User[]) {
  const deps = accountsTestDeps();
  await seed(deps, { users });
  const resendEmail = new ResendVerificationEmail(deps);
  let ips = 0;
  const resend = (input: Omit<ResendVerificationEmailInput, 'clientIp'>, clientIp = `10.0.0.${++ips}`) =>
    resendEmail.execute({ ...input, clientIp });
  return { deps, resend, verifyEmail: new VerifyEmail(deps) };
}

const sent = { ok: true, value: { message: VERIFICATION_EMAIL_SENT } };

describe('ResendVerificationEmail', () => {
  it('mails a new link to the signed-in person and voids the older one', async () => {
    const user = aUser().unverified().withEmail('late@example.com').build();
    const { deps, resend, verifyEmail } = await setup(user);

    expect(await resend({ userId: user.id })).toEqual(sent);
    expect(await resend({ userId: user.id })).toEqual(sent);

    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['late@example.com', 'late@example.com']);
    const [first, second] = deps.mailer.sent.map((m) => linkToken(m));
    expect(!(await verifyEmail.execute({ token: first ?? '' })).ok).toBe(true);
    expect((await verifyEmail.execute({ token: second ?? '' })).ok).toBe(true);
  });

  it('answers EmailAlreadyVerified to a signed-in person whose address is verified', async () => {
    const user = aUser().build();
    const { deps, resend } = await setup(user);

    const result = await resend({ userId: user.id });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.EMAIL_ALREADY_VERIFIED');
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('answers UserNotFound for a signed-in id without an account', async () => {
    const { resend } = await setup();

    const result = await resend({ userId: 'gone' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });

  it(`answers RATE_LIMITED to a signed-in person after ${RESENDS_PER_ACCOUNT.limit} in an hour`, async () => {
    const user = aUser().unverified().build();
    const { resend } = await setup(user);
    for (let i = 0; i < RESENDS_PER_ACCOUNT.limit; i++) await resend({ userId: user.id });

    const refused = await resend({ userId: user.id });
    expect(!refused.ok && refused.error.code).toBe('RATE_LIMITED');
  });

  it('mails the link when signed out, by username or by email', async () => {
    const user = aUser().unverified().withUsername('latebird').withEmail('late@example.com').build();
    const { deps, resend } = await setup(user);

    expect(await resend({ usernameOrEmail: 'LateBird' })).toEqual(sent);
    expect(await resend({ usernameOrEmail: 'LATE@example.com' })).toEqual(sent);
    await deliverLinkRequests(deps);

    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['late@example.com', 'late@example.com']);
  });

  it('does the same for unknown or already verified accounts when signed out, and no mail follows', async () => {
    const verified = aUser().withUsername('verifiedone').build();
    const { deps, resend } = await setup(verified);

    expect(await resend({ usernameOrEmail: 'nobodyhere' })).toEqual(sent);
    expect(await resend({ usernameOrEmail: 'verifiedone' })).toEqual(sent);
    expect(deps.linkRequests.pending).toHaveLength(2);
    await deliverLinkRequests(deps);
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it(`answers RATE_LIMITED to a client address after ${RESENDS_PER_IP.limit} in an hour, known account or not`, async () => {
    const user = aUser().unverified().withUsername('latebird').build();
    const { resend } = await setup(user);
    for (let i = 0; i < RESENDS_PER_IP.limit; i++) await resend({ usernameOrEmail: `someone${i}` }, '198.51.100.1');

    for (const login of ['latebird', 'nobodyhere']) {
      const refused = await resend({ usernameOrEmail: login }, '198.51.100.1');
      expect(!refused.ok && refused.error.code).toBe('RATE_LIMITED');
    }
  });

  it('asks for a username or email when given neither', async () => {
    const { resend } = await setup();

    const result = await resend({ usernameOrEmail: '  ' });

    expect(!result.ok && result.error).toMatchObject({ code: 'ACCOUNT.REQUIRED', field: 'usernameOrEmail' });
  });
});
