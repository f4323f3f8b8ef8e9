import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed, TEST_APP_URL } from '../testing/accounts-test-deps.ts';
import { fakePasswordHash } from '../testing/fake-password-hasher.ts';
import { RegisterCreator } from './register-creator.ts';
import { REGISTRATIONS_PER_IP } from '../domain/account-request-limits.ts';

const input = { email: 'New.Creator@Example.com', username: 'newcreator', password: 'secret123', acceptTerms: true, clientIp: '10.0.0.1' };

async function setup() {
  const deps = accountsTestDeps();
  return { deps, registerCreator: new RegisterCreator(deps) };
}

describe('RegisterCreator', () => {
  it('creates an unverified User (a Creator only once a channel passes creator access) with a hashed password and a lower-case email', async () => {
    const { deps, registerCreator } = await setup();

    const result = await registerCreator.execute(input);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.userType).toBe('User');
    const user = await deps.users.findById(result.value.userId);
    expect(user).toMatchObject({
      username: 'newcreator',
      displayName: 'newcreator',
      email: 'new.creator@example.com',
      emailVerifiedAt: null,
      passwordHash: fakePasswordHash('secret123'),
      userType: 'User',
      status: 'active',
      createdAt: deps.clock.now(),
    });
  });

  it('mails a verification link for the new address that the stored token accepts', async () => {
    const { deps, registerCreator } = await setup();

    await registerCreator.execute(input);

    expect(deps.mailer.sent).toHaveLength(1);
    const mail = deps.mailer.sent[0];
    expect(mail?.to).toBe('new.creator@example.com');
    expect(mail?.text).toContain(`${TEST_APP_URL}/verify-email?token=`);
    expect(mail?.html).toContain(`${TEST_APP_URL}/verify-email?token=`);
    expect(linkToken(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, '1012', 'email'],
    ['a short username', { username: 'abc' }, '1011', 'username'],
    ['a username with symbols', { username: 'new_creator' }, '1011', 'username'],
    ['a password without a digit', { password: 'onlyletters' }, '1003', 'password'],
    ['a 7 character password', { password: 'abcdef1' }, '1003', 'password'],
    ['terms not accepted', { acceptTerms: false }, 'ACCOUNT.TERMS_NOT_ACCEPTED', 'acceptTerms'],
  ])('refuses %s', async (_name, change, code, field) => {
    const { deps, registerCreator } = await setup();

    const result = await registerCreator.execute({ ...input, ...change });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.field).toBe(field);
    expect(deps.mailer.sent).toHaveLength(0);
    expect(await deps.users.findByUsername(input.username)).toBeNull();
  });

  it('accepts an 8 character password (the lower bound)', async () => {
    const { registerCreator } = await setup();

    const result = await registerCreator.execute({ ...input, password: 'abcdefg1' });

    expect(result.ok).toBe(true);
  });

  it('refuses a username taken in another case with 1001', async () => {
    const { deps, registerCreator } = await setup();
    await seed(deps, { users: [aUser().withUsername('NewCreator').build()] });

    const result = await registerCreator.execute(input);

    expect(!result.ok && result.error.code).toBe('1001');
  });

  it('refuses an email in use with 1002', async () => {
    const { deps, registerCreator } = await setup();
    await seed(deps, { users: [aUser().withEmail('new.creator@example.com').build()] });

    const result = await registerCreator.execute(input);

    expect(!result.ok && result.error.code).toBe('1002');
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('gives the newcomer a numbered display name when another account shows the username as its display name', async () => {
    const { deps, registerCreator } = await setup();
    await seed(deps, {
      users: [aUser().withDisplayName('NEWCREATOR').build(), aUser().withDisplayName('newcreator2').build()],
    });

    const result = await registerCreator.execute(input);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((await deps.users.findById(result.value.userId))?.displayName).toBe('newcreator3');
  });
});

describe('RegisterCreator limits', () => {
  it(`answers RATE_LIMITED to one client address after ${REGISTRATIONS_PER_IP.limit} complete forms in an hour`, async () => {
    const deps = accountsTestDeps();
    const register = new RegisterCreator(deps);
    for (let i = 0; i < REGISTRATIONS_PER_IP.limit; i++) {
      expect((await register.execute({ ...input, username: `creator${i}`, email: `creator${i}@example.com` })).ok).toBe(true);
    }

    const refused = await register.execute({ ...input, username: 'onemore', email: 'onemore@example.com' });
    const elsewhere = await register.execute({ ...input, username: 'onemore', email: 'onemore@example.com', clientIp: '10.0.0.2' });

    expect(!refused.ok && refused.error.code).toBe('RATE_LIMITED');
    expect(elsewhere.ok).toBe(true);
  });
});
