import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { EndSession } from './end-session.ts';

describe('EndSession', () => {
  it('deletes only the session the token belongs to', async () => {
    const deps = accountsTestDeps();
    const user = aUser().build();
    const mine = await aSession().forUser(user).buildWithToken();
    const other = await aSession().forUser(user).buildWithToken();
    await seed(deps, { users: [user], sessions: [mine.session, other.session] });

    const result = await new EndSession(deps).execute({ token: mine.token });

    expect(result.ok).toBe(true);
    expect(await deps.sessions.findById(mine.session.id)).toBeNull();
    expect(await deps.sessions.findById(other.session.id)).not.toBeNull();
  });

  it('is fine with an empty or unknown token', async () => {
    const deps = accountsTestDeps();
    const endSession = new EndSession(deps);

    expect(await endSession.execute({ token: '' })).toEqual({ ok: true, value: undefined });
    expect(await endSession.execute({ token: 'unknown' })).toEqual({ ok: true, value: undefined });
  });
});
