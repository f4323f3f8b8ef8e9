import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import type { User } from '../domain/user.entity.ts';
import { BUILDER_NOW, anAccountToken, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { VerifyEmail } from './verify-email.ts';

async function setup(user: User, shape: (token: ReturnType<typeof anAccountToken>) => ReturnType<typeof anAccountToken> = (t) => t) {
  const deps = accountsTestDeps();
  const { accountToken, token } = await shape(anAccountToken().forUser(user).createdAt(BUILDER_NOW)).buildWithToken();
  await seed(deps, { users: [user], tokens: [accountToken] });
  return { deps, accountToken, token, verifyEmail: new VerifyEmail(deps) };
}

const expectLinkExpired = (result: { ok: boolean; error?: { code: string } }) => {
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe('1101');
};

describe('VerifyEmail', () => {
  it('marks the address verified and the link used', async () => {
    const user = aUser().unverified().build();
    const { deps, accountToken, token, verifyEmail } = await setup(user);
    deps.clock.advance(60_000);

    const result = await verifyEmail.execute({ token });

    expect(result).toEqual({ ok: true, value: { userId: user.id } });
    expect((await deps.users.findById(user.id))?.emailVerifiedAt).toEqual(deps.clock.now());
    expect((await deps.tokens.findByHash('verify-email', accountToken.hash))?.usedAt).toEqual(deps.clock.now());
  });

  it('works in the last millisecond and answers 1101 exactly when the link expires', async () => {
    const user = aUser().unverified().build();
    const { deps, accountToken, token, verifyEmail } = await setup(user);

    deps.clock.set(accountToken.expiresAt);
    expectLinkExpired(await verifyEmail.execute({ token }));

    deps.clock.set(addMs(accountToken.expiresAt, -1));
    expect((await verifyEmail.execute({ token })).ok).toBe(true);
  });

  it('answers 1101 for a used link, so a link works once', async () => {
    const { token, verifyEmail } = await setup(aUser().unverified().build());

    expect((await verifyEmail.execute({ token })).ok).toBe(true);
    expectLinkExpired(await verifyEmail.execute({ token }));
  });

  it('answers 1101 for an empty or unknown token, or a password reset token', async () => {
    const user = aUser().unverified().build();
    const { token: resetToken, verifyEmail } = await setup(user, (t) => t.withPurpose('reset-password'));

    expectLinkExpired(await verifyEmail.execute({ token: '' }));
    expectLinkExpired(await verifyEmail.execute({ token: 'unknown-token' }));
    expectLinkExpired(await verifyEmail.execute({ token: resetToken }));
  });

  it('answers 1101 when the address changed after the link was sent', async () => {
    const user = aUser().unverified().withEmail('new@example.com').build();
    const { deps, token, verifyEmail } = await setup(user, (t) => t.withEmail('old@example.com'));

    expectLinkExpired(await verifyEmail.execute({ token }));
    expect((await deps.users.findById(user.id))?.emailVerifiedAt).toBeNull();
  });

  it('answers 1101 when the account is gone', async () => {
    const user = aUser().unverified().build();
    const { deps, token, verifyEmail } = await setup(user);
    await deps.users.delete(user.id);

    expectLinkExpired(await verifyEmail.execute({ token }));
  });

  it('keeps the first verification time of an already verified address', async () => {
    const verifiedAt = addMs(BUILDER_NOW, -1000);
    const user = aUser().verifiedAt(verifiedAt).build();
    const { deps, token, verifyEmail } = await setup(user);

    expect((await verifyEmail.execute({ token })).ok).toBe(true);
    expect((await deps.users.findById(user.id))?.emailVerifiedAt).toEqual(verifiedAt);
  });
});
