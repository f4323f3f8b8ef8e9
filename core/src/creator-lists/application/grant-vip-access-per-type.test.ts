import { describe, expect, it } from 'vitest';
import { VIP_ACTIVATION_TYPES, type VipActivationType } from '../domain/vip-grant.entity.ts';
import { COMPANY_ID, KEY_CAMPAIGN_ID, MISSION_ID, OTHER_COMPANY_ID, PROGRAM_ID, QUEST_ID } from '../testing/builders.ts';
import { creatorListsTestDeps } from '../testing/creator-lists-test-deps.ts';
import { GrantVipAccess } from './grant-vip-access.ts';
import { RevokeVipAccess } from './revoke-vip-access.ts';
import { VipGrantsForCreators } from './vip-access-queries.ts';

const ACTIVATION_OF: Record<VipActivationType, string> = {
  KEY: KEY_CAMPAIGN_ID,
  QUEST: QUEST_ID,
  MISSION: MISSION_ID,
  CREATOR_PROGRAM: PROGRAM_ID,
};

describe('VIP access on every activation type', () => {
  it('covers Key campaigns, Quests, Missions and Creator Programs', () => {
    expect([...VIP_ACTIVATION_TYPES].sort()).toEqual(['CREATOR_PROGRAM', 'KEY', 'MISSION', 'QUEST']);
  });

  for (const type of VIP_ACTIVATION_TYPES) {
    const form = { activationType: type, activationId: ACTIVATION_OF[type], creatorId: 'cr-2' };

    it(`${type}: grants with the waiver the company ticked, lists it for the owner only, and revokes it`, async () => {
      const deps = creatorListsTestDeps();
      const granted = await new GrantVipAccess(deps).execute({
        companyId: COMPANY_ID,
        grantedBy: 'user-1',
        form: { ...form, waivesLocationAndLanguage: true },
      });
      expect(granted).toMatchObject({ ok: true, value: { ...form, companyId: COMPANY_ID, waivesLocationAndLanguage: true } });
      const query = { activationType: type, activationId: ACTIVATION_OF[type], creatorIds: ['cr-1', 'cr-2'] };
      expect(await new VipGrantsForCreators(deps).execute({ companyId: COMPANY_ID, ...query })).toHaveLength(1);
      expect(await new VipGrantsForCreators(deps).execute({ companyId: OTHER_COMPANY_ID, ...query })).toEqual([]);
      const revoke = new RevokeVipAccess(deps);
      expect(await revoke.execute({ companyId: OTHER_COMPANY_ID, form })).toMatchObject({
        ok: false,
        error: { code: 'VIP_ACCESS.ACTIVATION_NOT_FOUND' },
      });
      expect(await revoke.execute({ companyId: COMPANY_ID, form })).toEqual({ ok: true, value: { revoked: true } });
    });

    it(`${type}: the waiver defaults to location and language still applying; another company cannot grant`, async () => {
      const deps = creatorListsTestDeps();
      const grant = new GrantVipAccess(deps);
      expect(await grant.execute({ companyId: COMPANY_ID, grantedBy: 'user-1', form })).toMatchObject({
        ok: true,
        value: { waivesLocationAndLanguage: false },
      });
      expect(await grant.execute({ companyId: OTHER_COMPANY_ID, grantedBy: 'user-9', form })).toMatchObject({
        ok: false,
        error: { code: 'VIP_ACCESS.ACTIVATION_NOT_FOUND' },
      });
    });
  }

  it('does not confuse an id of one type with another type', async () => {
    const deps = creatorListsTestDeps();
    const result = await new GrantVipAccess(deps).execute({
      companyId: COMPANY_ID,
      grantedBy: 'user-1',
      form: { activationType: 'MISSION', activationId: QUEST_ID, creatorId: 'cr-1' },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'VIP_ACCESS.ACTIVATION_NOT_FOUND' } });
  });
});
