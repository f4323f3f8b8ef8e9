import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, addMs } from '../../shared/time.ts';
import { MAX_PASSWORD_RESETS_PER_DAY } from '../domain/account-token.entity.ts';
import { BUILDER_NOW, aUser } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed, TEST_APP_URL } from '../testing/accounts-test-deps.ts';
import { PASSWORD_RESET_SENT, RequestPasswordReset } from './request-password-reset.ts';
import { ResetPassword } from './reset-password.ts';

async function setup() {
  const deps = accountsTestDeps();
  const user = aUser().withEmail('forgetful@example.com').build();
  await seed(deps, { users: [user] });
  return { deps, user, request: new RequestPasswordReset(deps), reset: new ResetPassword(deps) };
}

const sent = { ok: true, value: { message: PASSWORD_RESET_SENT } };

describe('RequestPasswordReset', () => {
  it('mails a new-password link to the account address', async () => {
    const { deps, request } = await setup();

    expect(await request.execute({ email: ' Forgetful@Example.com ' })).toEqual(sent);

    const mail = deps.mailer.sent[0];
    expect(mail?.to).toBe('forgetful@example.com');
    expect(mail?.text).toContain(`${TEST_APP_URL}/new-password?token=${linkToken(mail)}`);
  });

  it('answers 1012 for an invalid address', async () => {
    const { deps, request } = await setup();

    const result = await request.execute({ email: 'forgetful' });

    expect(!result.ok && result.error).toMatchObject({ code: '1012', field: 'email' });
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const { deps, request } = await setup();

    expect(await request.execute({ email: 'stranger@example.com' })).toEqual(sent);
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('voids the older link when a new one is sent', async () => {
    const { deps, request, reset } = await setup();
    await request.execute({ email: 'forgetful@example.com' });
    await request.execute({ email: 'forgetful@example.com' });
    const [older, newer] = deps.mailer.sent.map((m) => linkToken(m));
    const input = { password: 'newpass123', passwordConfirmation: 'newpass123' };

    expect(!(await reset.execute({ ...input, token: older ?? '' })).ok).toBe(true);
    expect((await reset.execute({ ...input, token: newer ?? '' })).ok).toBe(true);
  });

  it(`allows ${MAX_PASSWORD_RESETS_PER_DAY} requests in a day and answers 1403 to the next`, async () => {
    const { deps, request } = await setup();

    for (let i = 0; i < MAX_PASSWORD_RESETS_PER_DAY; i++) {
      deps.clock.advance(MINUTE_MS);
      expect(await request.execute({ email: 'forgetful@example.com' })).toEqual(sent);
    }
    const refused = await request.execute({ email: 'forgetful@example.com' });

    expect(!refused.ok && refused.error.code).toBe('1403');
    expect(deps.mailer.sent).toHaveLength(MAX_PASSWORD_RESETS_PER_DAY);
  });

  it('allows a request again once the oldest one is more than a day old', async () => {
    const { deps, request } = await setup();
    for (let i = 0; i < MAX_PASSWORD_RESETS_PER_DAY; i++) await request.execute({ email: 'forgetful@example.com' });

    deps.clock.set(addMs(BUILDER_NOW, DAY_MS - 1));
    expect((await request.execute({ email: 'forgetful@example.com' })).ok).toBe(false);

    deps.clock.set(addMs(BUILDER_NOW, DAY_MS + 1));
    expect(await request.execute({ email: 'forgetful@example.com' })).toEqual(sent);
  });
});
