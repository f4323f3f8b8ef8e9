import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { creatorListsTestDeps } from '../testing/creator-lists-test-deps.ts';
import { PlatformVipQueries, RevokePlatformVip, SetPlatformVip } from './platform-vip.ts';

describe('platform VIP set by staff', () => {
  it('sets VIP with location and language still required by default, and changes the waiver when set again', async () => {
    const deps = creatorListsTestDeps();
    const set = new SetPlatformVip(deps);
    expect(await set.execute({ grantedBy: 'staff-1', form: { creatorId: 'cr-1' } })).toEqual({
      ok: true,
      value: { creatorId: 'cr-1', waivesLocationAndLanguage: false, grantedBy: 'staff-1', grantedAt: BUILDER_NOW },
    });
    await set.execute({ grantedBy: 'staff-2', form: { creatorId: 'cr-1', waivesLocationAndLanguage: true } });
    const queries = new PlatformVipQueries(deps);
    expect(await queries.all()).toMatchObject([{ creatorId: 'cr-1', waivesLocationAndLanguage: true, grantedBy: 'staff-2' }]);
    expect(await queries.ofCreator('cr-2')).toBeNull();
  });

  it('refuses a user who is no creator and an empty id, at the creator field', async () => {
    const set = new SetPlatformVip(creatorListsTestDeps());
    expect(await set.execute({ grantedBy: 'staff-1', form: { creatorId: 'brand-1' } })).toMatchObject({
      ok: false,
      error: { code: 'VIP_ACCESS.CREATOR_NOT_FOUND', field: 'creatorId' },
    });
    expect(await set.execute({ grantedBy: 'staff-1', form: { creatorId: '' } })).toMatchObject({
      ok: false,
      error: { field: 'creatorId' },
    });
  });

  it('revokes, answering whether there was one', async () => {
    const deps = creatorListsTestDeps();
    await new SetPlatformVip(deps).execute({ grantedBy: 'staff-1', form: { creatorId: 'cr-3' } });
    const revoke = new RevokePlatformVip(deps);
    expect(await revoke.execute({ creatorId: 'cr-3' })).toEqual({ revoked: true });
    expect(await revoke.execute({ creatorId: 'cr-3' })).toEqual({ revoked: false });
    expect(await new PlatformVipQueries(deps).ofCreator('cr-3')).toBeNull();
  });
});
