import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, addMs } from '../../shared/time.ts';
import { VERIFICATION_GRACE_DAYS } from '../domain/sign-in-policy.ts';
import { SIGN_INS_PER_IP, SIGN_IN_FAILURES_PER_IP_AND_LOGIN, SIGN_IN_FAILURES_PER_LOGIN } from '../domain/sign-in-limits.ts';
import type { User } from '../domain/user.entity.ts';
import { BUILDER_NOW, DEFAULT_PASSWORD, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { SignInWithPassword } from './sign-in-with-password.ts';

const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.20';

async function setup(user: User) {
  const deps = accountsTestDeps();
  await seed(deps, { users: [user] });
  const signIn = new SignInWithPassword(deps);
  const attempt = (username: string, password: string, clientIp = OWNER) => signIn.execute({ username, password, clientIp });
  return { deps, attempt };
}

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? 'ok' : result.error?.code);

describe('SignInWithPassword', () => {
  it('signs in by username in any case', async () => {
    const user = aUser().withUsername('quietfox').build();
    const { attempt } = await setup(user);

    expect(await attempt('QuietFox', DEFAULT_PASSWORD)).toEqual({ ok: true, value: { userId: user.id } });
  });

  it('signs in by email address in any case', async () => {
    const user = aUser().withEmail('fox@example.com').build();
    const { attempt } = await setup(user);

    expect(await attempt(' Fox@Example.com ', DEFAULT_PASSWORD)).toEqual({ ok: true, value: { userId: user.id } });
  });

  it('answers an unknown login exactly as a wrong password, after running the hasher all the same', async () => {
    const user = aUser().build();
    const { deps, attempt } = await setup(user);
    const verify = deps.hasher.verify.bind(deps.hasher);
    let verified = 0;
    deps.hasher.verify = async (hash, password) => {
      verified++;
      return verify(hash, password);
    };

    const answers = [
      await attempt('nobodyhere', DEFAULT_PASSWORD),
      await attempt('nobody@example.com', DEFAULT_PASSWORD),
      await attempt('  ', DEFAULT_PASSWORD),
      await attempt(user.username, 'wrong1234'),
    ];

    expect(new Set(answers.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(answers[0]).toMatchObject({ ok: false, error: { code: '1202', message: 'Invalid username or password.' } });
    expect(verified).toBe(4);
  });

  it('locks one address out of one login after 5 wrong guesses, whether the account exists or not', async () => {
    const user = aUser().build();
    const { attempt } = await setup(user);
    const guesses = async (login: string) => {
      const codes = [];
      for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit + 1; i++) codes.push(codeOf(await attempt(login, 'wrong1234', ATTACKER)));
      return codes;
    };

    const expected = ['1202', '1202', '1202', '1202', '1206', '1206'];
    expect(await guesses(user.username)).toEqual(expected);
    expect(await guesses('nobodyhere')).toEqual(expected);
    // Locked, the right password is refused too: the lock would otherwise confirm a guess.
    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD, ATTACKER))).toBe('1206');
  });

  it('counts wrong passwords per account, whether the username or the email named it', async () => {
    const user = aUser().withUsername('quietfox').withEmail('fox@example.com').build();
    const { attempt } = await setup(user);
    const logins = ['quietfox', 'Fox@Example.com', 'QUIETFOX', ' fox@example.com '];
    const codes = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit + 1; i++)
      codes.push(codeOf(await attempt(logins[i % 4]!, 'wrong1234', ATTACKER)));

    expect(codes).toEqual(['1202', '1202', '1202', '1202', '1206', '1206']);
    expect(codeOf(await attempt('fox@example.com', DEFAULT_PASSWORD, ATTACKER))).toBe('1206');
    expect(codeOf(await attempt('fox@example.com', DEFAULT_PASSWORD, OWNER))).toBe('ok');
  });

  it('locks the account for everyone once guesses by username and email together reach the backstop', async () => {
    const user = aUser().withUsername('quietfox').withEmail('fox@example.com').build();
    const { attempt } = await setup(user);
    const perAddress = SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit - 1;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_LOGIN.limit; i++) {
      await attempt(i % 2 ? 'quietfox' : 'fox@example.com', 'wrong1234', `10.0.${Math.floor(i / perAddress)}.1`);
    }

    expect(codeOf(await attempt('quietfox', DEFAULT_PASSWORD, OWNER))).toBe('1206');
    expect(codeOf(await attempt('fox@example.com', DEFAULT_PASSWORD, OWNER))).toBe('1206');
  });

  it('checks at most 5 passwords for a burst of parallel guesses from one address', async () => {
    const user = aUser().build();
    const { deps, attempt } = await setup(user);
    const verify = deps.hasher.verify.bind(deps.hasher);
    let verified = 0;
    deps.hasher.verify = async (hash, password) => {
      verified++;
      return verify(hash, password);
    };

    const codes = await Promise.all(Array.from({ length: 20 }, () => attempt(user.username, 'wrong1234', ATTACKER).then(codeOf)));

    expect(verified).toBe(SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit);
    expect(codes.filter((c) => c === '1206')).toHaveLength(20 - SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit + 1);
  });

  it('says how long the lock lasts, and lifts it when the window ends', async () => {
    const user = aUser().build();
    const { deps, attempt } = await setup(user);
    let last;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit; i++) last = await attempt(user.username, 'wrong1234', ATTACKER);

    expect(last).toMatchObject({ ok: false, error: { message: 'Too many failed sign-in attempts (5). Please try again in 15 minutes.' } });
    deps.clock.set(addMs(BUILDER_NOW, 15 * MINUTE_MS));
    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD, ATTACKER))).toBe('ok');
  });

  it('lets the owner sign in from their own address while a stranger is locked out', async () => {
    const user = aUser().build();
    const { attempt } = await setup(user);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit; i++) await attempt(user.username, 'wrong1234', ATTACKER);

    expect(codeOf(await attempt(user.username, 'wrong1234', ATTACKER))).toBe('1206');
    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD, OWNER))).toBe('ok');
  });

  it('locks the login for everyone once guesses from many addresses reach the backstop', async () => {
    const user = aUser().build();
    const { attempt } = await setup(user);
    const perAddress = SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit - 1;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_LOGIN.limit; i++) {
      await attempt(user.username, 'wrong1234', `10.0.${Math.floor(i / perAddress)}.1`);
    }

    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD, OWNER))).toBe('1206');
  });

  it('clears an address’s failures after the right password', async () => {
    const user = aUser().build();
    const { attempt } = await setup(user);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit - 1; i++) await attempt(user.username, 'wrong1234');
    await attempt(user.username, DEFAULT_PASSWORD);

    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit - 1; i++) {
      expect(codeOf(await attempt(user.username, 'wrong1234'))).toBe('1202');
    }
  });

  it('answers 429 RATE_LIMITED to an address that tries too many logins, known or not', async () => {
    const user = aUser().build();
    const { attempt } = await setup(user);
    for (let i = 0; i < SIGN_INS_PER_IP.limit; i++) await attempt(`someone${i}`, 'wrong1234', ATTACKER);

    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD, ATTACKER))).toBe('RATE_LIMITED');
    expect(codeOf(await attempt('nobodyhere', DEFAULT_PASSWORD, ATTACKER))).toBe('RATE_LIMITED');
    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD, OWNER))).toBe('ok');
  });

  it.each([
    ['inactive', '1203'],
    ['locked', '1204'],
  ] as const)('refuses an %s account with %s only after the right password', async (status, code) => {
    const user = aUser().withStatus(status).build();
    const { attempt } = await setup(user);

    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD))).toBe(code);
    expect(codeOf(await attempt(user.username, 'wrong1234'))).toBe('1202');
  });

  it('lets an unverified account sign in until the grace period ends, then answers 1207', async () => {
    const user = aUser().unverified().createdAt(BUILDER_NOW).build();
    const { deps, attempt } = await setup(user);
    const graceEnds = addMs(BUILDER_NOW, VERIFICATION_GRACE_DAYS * DAY_MS);

    deps.clock.set(addMs(graceEnds, -1));
    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD))).toBe('ok');

    deps.clock.set(graceEnds);
    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD))).toBe('1207');
  });

  it('lets a verified account sign in long after registering', async () => {
    const user = aUser().build();
    const { deps, attempt } = await setup(user);
    deps.clock.advance(365 * DAY_MS);

    expect(codeOf(await attempt(user.username, DEFAULT_PASSWORD))).toBe('ok');
  });
});
