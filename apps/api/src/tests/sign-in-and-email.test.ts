import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_FAILURES_PER_IP_AND_LOGIN,
  SIGN_IN_FAILURES_PER_LOGIN,
  SIGN_INS_PER_IP,
} from '@lurkit/core/accounts/domain/sign-in-limits.ts';
import { updateUser } from '../testing/direct-db.ts';
import { tokenFromMail, useTestApp } from '../testing/test-app.ts';
import { ME, REGISTER_COMPANY, REQUEST_RESET, RESEND_VERIFICATION, RESET_PASSWORD, VERIFY_EMAIL, newCompanyInput } from './operations.ts';

const app = useTestApp();

async function registered(overrides: Record<string, unknown> = {}) {
  const input = newCompanyInput(overrides);
  const result = await app.client().op(REGISTER_COMPANY, { input });
  expect(result.errors).toEqual([]);
  return input;
}

describe('email verification', () => {
  it('verifies through the link in the mail, once', async () => {
    const input = await registered();
    const mail = await app.mailTo(input.email, 'erif');
    const token = tokenFromMail(mail, '/verify-email');
    const client = app.client();
    expect((await client.op(VERIFY_EMAIL, { token })).data).toEqual({ verifyEmail: true });
    await client.signIn(input.username, input.password);
    const me = await client.op(ME);
    expect(me.data?.me?.emailVerified).toBe(true);
    const again = await client.op(VERIFY_EMAIL, { token });
    expect(again.errors[0]?.extensions?.code).toBe('1101');
  });

  it('answers 1101 for an unknown link', async () => {
    const result = await app.client().op(VERIFY_EMAIL, { token: 'not-a-real-token' });
    expect(result.errors[0]?.extensions?.code).toBe('1101');
  });

  it('resends with the spec message', async () => {
    const input = await registered();
    const result = await app.client().op(RESEND_VERIFICATION, { usernameOrEmail: input.username });
    expect(result.data).toEqual({ resendVerificationEmail: { message: 'Verification email sent, please check your inbox.' } });
  });
});

describe('sign-in refusals', () => {
  it('1203 for an inactive account', async () => {
    const input = await registered();
    await updateUser(app.databaseUrl, input.username, (u) => ({ ...u, status: 'inactive' }));
    const { status, body } = await app.client().signIn(input.username, input.password);
    expect(status).toBe(403);
    expect(body.error).toBe('1203');
  });

  it('1204 for an account locked by staff', async () => {
    const input = await registered();
    await updateUser(app.databaseUrl, input.username, (u) => ({ ...u, status: 'locked' }));
    expect((await app.client().signIn(input.username, input.password)).body.error).toBe('1204');
  });

  it('1206 after five wrong passwords from one address, even with the right password; the owner elsewhere still signs in', async () => {
    const input = await registered();
    const attacker = app.client();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await attacker.signIn(input.username, 'wrongpassword1')).body.error).toBe('1202');
    }
    const fifth = await attacker.signIn(input.username, 'wrongpassword1');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ error: '1206', message: expect.stringMatching(/\(5\).*15 minutes/) });
    expect((await attacker.signIn(input.username, input.password)).body.error).toBe('1206');
    expect((await app.client().signIn(input.username, input.password)).status).toBe(200);
  });

  it('1206 for an unknown login too, after the same five guesses', async () => {
    const attacker = app.client();
    const codes = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) codes.push((await attacker.signIn('nobody-at-all', 'wrongpassword1')).body.error);
    expect(codes).toEqual(['1202', '1202', '1202', '1202', '1206', '1206']);
  });

  /** The login strings of one account: its username and its email, each in two cases. */
  const loginsOf = (input: { username: string; email: string }) => [
    input.username,
    input.email.toUpperCase(),
    input.username.toUpperCase(),
    input.email,
  ];

  it('counts wrong passwords per account, whichever login string named it: the username and the email, in any case, share one allowance', async () => {
    const input = await registered();
    const logins = loginsOf(input);
    const attacker = app.client();
    const codes = [];
    for (let attempt = 0; attempt <= SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit; attempt += 1)
      codes.push((await attacker.signIn(logins[attempt % logins.length]!, 'wrongpassword1')).body.error);
    expect(codes).toEqual([...Array<string>(SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit - 1).fill('1202'), '1206', '1206']);
    expect((await attacker.signIn(input.email, input.password)).body.error).toBe('1206');
    expect((await app.client().signIn(input.email, input.password)).status).toBe(200);
  });

  // About fifty sign-ins, each hashing a password: longer than the default timeout on a busy machine.
  it(
    'locks an account for everyone once its allowance over every address is spent, whichever login strings spent it',
    { timeout: 120_000 },
    async () => {
      const input = await registered();
      const logins = loginsOf(input);
      let failures = 0;
      while (failures < SIGN_IN_FAILURES_PER_LOGIN.limit) {
        // Each address stops one short of its own lock, so only the account's count can refuse.
        const elsewhere = app.client();
        for (
          let attempt = 1;
          attempt < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit && failures < SIGN_IN_FAILURES_PER_LOGIN.limit;
          attempt += 1
        ) {
          const login = logins[failures % logins.length]!;
          expect((await elsewhere.signIn(login, 'wrongpassword1')).body.error, `failure ${failures + 1}`).toBe('1202');
          failures += 1;
        }
      }
      expect((await app.client().signIn(input.username, input.password)).body.error).toBe('1206');
      expect((await app.client().signIn(input.email.toUpperCase(), input.password)).body.error).toBe('1206');
    },
  );

  it('counts an unknown login by its spelling, case aside, with the answer a wrong password gets', async () => {
    const attacker = app.client();
    const ghost = `ghost-${globalThis.crypto.randomUUID().slice(0, 8)}`;
    const codes = [];
    for (let attempt = 0; attempt <= SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit; attempt += 1)
      codes.push((await attacker.signIn(attempt % 2 ? ghost.toUpperCase() : ` ${ghost} `, 'wrongpassword1')).body.error);
    expect(codes).toEqual([...Array<string>(SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit - 1).fill('1202'), '1206', '1206']);
    // Another unknown string is its own count: nothing ties it to the first.
    expect((await attacker.signIn(`${ghost}@nowhere.example`, 'wrongpassword1')).body.error).toBe('1202');
  });

  it('429 RATE_LIMITED for an address trying too many logins', async () => {
    const stuffer = app.client();
    const statuses = [];
    for (let attempt = 0; attempt <= SIGN_INS_PER_IP.limit; attempt += 1) {
      statuses.push((await stuffer.signIn(`someone${attempt}`, 'wrongpassword1')).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const refused = await stuffer.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await stuffer.csrfToken(), username: 'democreator', password: 'x', json: 'true' }).toString(),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stuffer.signIn('democreator', 'demopassword1')).body).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/try again in \d+ minutes?/),
    });
  });

  it('1207 for an unverified account after the grace period', async () => {
    const input = await registered();
    await updateUser(app.databaseUrl, input.username, (u) => ({ ...u, createdAt: new Date(Date.now() - 8 * 24 * 3600_000) }));
    const { status, body } = await app.client().signIn(input.username, input.password);
    expect(status).toBe(403);
    expect(body.error).toBe('1207');
  });
});

describe('password reset', () => {
  it('resets through the mailed link and signs other sessions out', async () => {
    const input = await registered();
    const elsewhere = app.client();
    await elsewhere.signIn(input.username, input.password);
    const request = await app.client().op(REQUEST_RESET, { email: input.email });
    expect(request.errors).toEqual([]);
    const token = tokenFromMail(await app.mailTo(input.email, 'assword'), '/new-password');

    const mismatch = await app.client().op(RESET_PASSWORD, {
      input: { token, password: 'brandnewpass1', passwordConfirmation: 'brandnewpass2' },
    });
    expect(mismatch.errors[0]).toMatchObject({ message: 'Passwords do not match', extensions: { code: 'ACCOUNT.PASSWORDS_DO_NOT_MATCH' } });

    const reset = await app.client().op(RESET_PASSWORD, {
      input: { token, password: 'brandnewpass1', passwordConfirmation: 'brandnewpass1' },
    });
    expect(reset.errors).toEqual([]);
    expect((await elsewhere.json('/api/auth/session')).body).toEqual({});
    expect((await app.client().signIn(input.username, 'brandnewpass1')).status).toBe(200);
    expect((await app.client().signIn(input.username, input.password)).body.error).toBe('1202');
  });

  it('answers 1012 for an invalid address and 1403 after too many requests', async () => {
    expect((await app.client().op(REQUEST_RESET, { email: 'nope' })).errors[0]?.extensions?.code).toBe('1012');
    const input = await registered();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const result = await app.client().op(REQUEST_RESET, { email: input.email });
      codes.push(result.errors[0]?.extensions?.code);
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, '1403']);
  });

  it('does not reveal whether an address has an account', async () => {
    const result = await app.client().op(REQUEST_RESET, { email: 'nobody@example.com' });
    expect(result.errors).toEqual([]);
  });
});
