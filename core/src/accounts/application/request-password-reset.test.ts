import { describe, expect, it } from 'vitest';
import { MAILS_PER_SENDER } from '../../shared/mail-quota.ts';
import { DAY_MS, MINUTE_MS, addMs } from '../../shared/time.ts';
import { RESETS_PER_ADDRESS, RESETS_PER_IP } from '../domain/account-request-limits.ts';
import { BUILDER_NOW, aUser } from '../testing/builders.ts';
import { accountsTestDeps, deliverLinkRequests, linkToken, seed, TEST_APP_URL } from '../testing/accounts-test-deps.ts';
import { PASSWORD_RESET_SENT, RequestPasswordReset } from './request-password-reset.ts';
import { ResetPassword } from './reset-password.ts';

async function setup() {
  const deps = accountsTestDeps();
  const user = aUser().withEmail('forgetful@example.com').build();
  await seed(deps, { users: [user] });
  const requestReset = new RequestPasswordReset(deps);
  let ips = 0;
  /** Each call from an address of its own unless one is given, so only the rule under test is reached. */
  const request = (email: string, clientIp = `10.0.0.${++ips}`) => requestReset.execute({ email, clientIp });
  return { deps, user, request, reset: new ResetPassword(deps) };
}

const sent = { ok: true, value: { message: PASSWORD_RESET_SENT } };

describe('RequestPasswordReset', () => {
  it('mails a new-password link to the account address', async () => {
    const { deps, request } = await setup();

    expect(await request(' Forgetful@Example.com ')).toEqual(sent);
    await deliverLinkRequests(deps);

    const mail = deps.mailer.sent[0];
    expect(mail?.to).toBe('forgetful@example.com');
    expect(mail?.text).toContain(`${TEST_APP_URL}/new-password?token=${linkToken(mail)}`);
  });

  it('answers 1012 for an invalid address', async () => {
    const { deps, request } = await setup();

    const result = await request('forgetful');

    expect(!result.ok && result.error).toMatchObject({ code: '1012', field: 'email' });
    expect(deps.linkRequests.pending).toHaveLength(0);
  });

  it('does the same for an unknown address, and the worker then sends nothing', async () => {
    const { deps, request } = await setup();

    expect(await request('stranger@example.com')).toEqual(sent);
    expect(deps.linkRequests.pending).toEqual([{ purpose: 'reset-password', login: 'stranger@example.com' }]);
    await deliverLinkRequests(deps);
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('voids the older link when a new one is sent', async () => {
    const { deps, request, reset } = await setup();
    await request('forgetful@example.com');
    await request('forgetful@example.com');
    await deliverLinkRequests(deps);
    const [older, newer] = deps.mailer.sent.map((m) => linkToken(m));
    const input = { password: 'newpass123', passwordConfirmation: 'newpass123' };

    expect(!(await reset.execute({ ...input, token: older ?? '' })).ok).toBe(true);
    expect((await reset.execute({ ...input, token: newer ?? '' })).ok).toBe(true);
  });

  it.each(['forgetful@example.com', 'stranger@example.com'])(
    `allows ${RESETS_PER_ADDRESS.limit} requests a day for %s and answers 1403 to the next, known or not`,
    async (email) => {
      const { deps, request } = await setup();

      for (let i = 0; i < RESETS_PER_ADDRESS.limit; i++) {
        deps.clock.advance(MINUTE_MS);
        expect(await request(email)).toEqual(sent);
      }
      const refused = await request(email);

      expect(!refused.ok && refused.error).toMatchObject({ code: '1403', message: 'Too many reset attempts. Please try again later.' });
      expect(deps.linkRequests.pending).toHaveLength(RESETS_PER_ADDRESS.limit);
    },
  );

  it('allows a request again once the day is over', async () => {
    const { deps, request } = await setup();
    for (let i = 0; i < RESETS_PER_ADDRESS.limit; i++) await request('forgetful@example.com');

    deps.clock.set(addMs(BUILDER_NOW, DAY_MS - 1));
    expect((await request('forgetful@example.com')).ok).toBe(false);

    deps.clock.set(addMs(BUILDER_NOW, DAY_MS));
    expect(await request('forgetful@example.com')).toEqual(sent);
  });

  it('answers RATE_LIMITED to one client address asking for many addresses', async () => {
    const { request } = await setup();
    for (let i = 0; i < RESETS_PER_IP.limit; i++) await request(`person${i}@example.com`, '198.51.100.1');

    const refused = await request('forgetful@example.com', '198.51.100.1');
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 60 minutes.',
    });
    expect((await request('forgetful@example.com', '198.51.100.2')).ok).toBe(true);
  });

  it('queues nothing past the sender’s hourly mail quota, and answers the same', async () => {
    const { deps, request } = await setup();
    const again = async () => request('forgetful@example.com', '198.51.100.1');
    // The quota is shared with resend and registration; spend most of it elsewhere first.
    for (let i = 0; i < MAILS_PER_SENDER.limit; i++)
      await deps.limits.hit(`${MAILS_PER_SENDER.name}:198.51.100.1`, MAILS_PER_SENDER.windowMs, BUILDER_NOW);

    expect(await again()).toEqual(sent);
    expect(deps.linkRequests.pending).toHaveLength(0);
  });
});
