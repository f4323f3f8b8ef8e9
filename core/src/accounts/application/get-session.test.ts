import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { SESSION_MAX_AGE_MS, SESSION_UPDATE_AGE_MS } from '../domain/session.entity.ts';
import type { AccountStatus, User } from '../domain/user.entity.ts';
import { BUILDER_NOW, aCompany, aSession, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { GetSession } from './get-session.ts';

async function setup(user: User) {
  const deps = accountsTestDeps();
  const { session, token } = await aSession().forUser(user).createdAt(BUILDER_NOW).buildWithToken();
  await seed(deps, { users: [user], sessions: [session] });
  return { deps, session, token, getSession: new GetSession(deps) };
}

describe('GetSession', () => {
  it('returns the session user with their company', async () => {
    const user = aUser().withUserType('Company').build();
    const { deps, session, token, getSession } = await setup(user);
    const company = aCompany().withName('Pixel Forge').verified().ownedBy(user.id).build();
    await seed(deps, { companies: [company] });

    const result = await getSession.execute({ token });

    expect(result).toEqual({
      ok: true,
      value: {
        sessionId: session.id,
        expires: session.expiresAt,
        user: {
          id: user.id,
          username: user.username,
          displayName: user.displayName,
          email: user.email,
          emailVerified: true,
          userType: 'Company',
          isStaff: false,
          company: { id: company.id, name: 'Pixel Forge', isVerified: true, isOwner: true },
        },
      },
    });
  });

  it('shows company null and emailVerified false for an unverified person without a company', async () => {
    const { token, getSession } = await setup(aUser().unverified().build());

    const result = await getSession.execute({ token });

    expect(result.ok && result.value?.user).toMatchObject({ emailVerified: false, company: null });
  });

  it('returns null for an empty or unknown token', async () => {
    const { getSession } = await setup(aUser().build());

    expect(await getSession.execute({ token: '' })).toEqual({ ok: true, value: null });
    expect(await getSession.execute({ token: 'made-up' })).toEqual({ ok: true, value: null });
  });

  it('accepts the session in its last millisecond', async () => {
    const { deps, session, token, getSession } = await setup(aUser().build());
    deps.clock.set(addMs(session.expiresAt, -1));

    const result = await getSession.execute({ token });

    expect(result.ok && result.value?.sessionId).toBe(session.id);
  });

  it('returns null and deletes the session once it has expired', async () => {
    const { deps, session, token, getSession } = await setup(aUser().build());
    deps.clock.set(session.expiresAt);

    expect(await getSession.execute({ token })).toEqual({ ok: true, value: null });
    expect(await deps.sessions.findById(session.id)).toBeNull();
  });

  it.each(['inactive', 'locked'] satisfies AccountStatus[])('signs an %s account out', async (status) => {
    const { deps, session, token, getSession } = await setup(aUser().withStatus(status).build());

    expect(await getSession.execute({ token })).toEqual({ ok: true, value: null });
    expect(await deps.sessions.findById(session.id)).toBeNull();
  });

  it('signs out a session whose user is gone', async () => {
    const user = aUser().build();
    const { deps, session, token, getSession } = await setup(user);
    await deps.users.delete(user.id);

    expect(await getSession.execute({ token })).toEqual({ ok: true, value: null });
    expect(await deps.sessions.findById(session.id)).toBeNull();
  });

  it('keeps the expiry within the update age and extends it once the update age has passed', async () => {
    const { deps, session, token, getSession } = await setup(aUser().build());

    deps.clock.set(addMs(BUILDER_NOW, SESSION_UPDATE_AGE_MS - 1));
    const before = await getSession.execute({ token });
    expect(before.ok && before.value?.expires).toEqual(session.expiresAt);
    expect((await deps.sessions.findById(session.id))?.expiresAt).toEqual(session.expiresAt);

    const extendedAt = addMs(BUILDER_NOW, SESSION_UPDATE_AGE_MS);
    deps.clock.set(extendedAt);
    const after = await getSession.execute({ token });
    const expected = addMs(extendedAt, SESSION_MAX_AGE_MS);
    expect(after.ok && after.value?.expires).toEqual(expected);
    expect((await deps.sessions.findById(session.id))?.expiresAt).toEqual(expected);
  });

  it('keeps a session used every day alive past its first maximum age', async () => {
    const { deps, session, token, getSession } = await setup(aUser().build());

    for (let day = 1; day <= 40; day++) {
      deps.clock.set(addMs(BUILDER_NOW, day * DAY_MS));
      expect((await getSession.execute({ token })).ok).toBe(true);
    }

    expect((await deps.sessions.findById(session.id))?.expiresAt).toEqual(addMs(BUILDER_NOW, 40 * DAY_MS + SESSION_MAX_AGE_MS));
  });
});
