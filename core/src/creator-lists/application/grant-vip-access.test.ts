import { describe, expect, it } from 'vitest';
import { BUILDER_NOW, COMPANY_ID, KEY_CAMPAIGN_ID, OTHER_COMPANY_ID } from '../testing/builders.ts';
import { creatorListsTestDeps } from '../testing/creator-lists-test-deps.ts';
import { GrantVipAccess } from './grant-vip-access.ts';
import { RevokeVipAccess } from './revoke-vip-access.ts';
import { MyVipAccess, VipGrantsForCreators } from './vip-access-queries.ts';

const onCampaign = { activationType: 'KEY', activationId: KEY_CAMPAIGN_ID, creatorId: 'cr-1' };

describe('GrantVipAccess and RevokeVipAccess', () => {
  it('grants VIP access with location and language still required by default, and the creator sees it', async () => {
    const deps = creatorListsTestDeps();
    const result = await new GrantVipAccess(deps).execute({ companyId: COMPANY_ID, grantedBy: 'user-1', form: onCampaign });
    expect(result).toMatchObject({ ok: true, value: { ...onCampaign, waivesLocationAndLanguage: false, grantedAt: BUILDER_NOW } });
    expect(await new MyVipAccess(deps).execute({ creatorId: 'cr-1' })).toMatchObject([{ activationId: KEY_CAMPAIGN_ID }]);
  });

  it('granting again changes the waiver instead of adding a second grant', async () => {
    const deps = creatorListsTestDeps();
    const grant = new GrantVipAccess(deps);
    await grant.execute({ companyId: COMPANY_ID, grantedBy: 'user-1', form: onCampaign });
    await grant.execute({ companyId: COMPANY_ID, grantedBy: 'user-1', form: { ...onCampaign, waivesLocationAndLanguage: true } });
    expect(await new MyVipAccess(deps).execute({ creatorId: 'cr-1' })).toMatchObject([{ waivesLocationAndLanguage: true }]);
  });

  it("refuses another company's campaign, an unknown campaign and a user who is no creator", async () => {
    const deps = creatorListsTestDeps();
    const grant = new GrantVipAccess(deps);
    expect(await grant.execute({ companyId: OTHER_COMPANY_ID, grantedBy: 'u', form: onCampaign })).toMatchObject({
      ok: false,
      error: { code: 'VIP_ACCESS.ACTIVATION_NOT_FOUND' },
    });
    expect(await grant.execute({ companyId: COMPANY_ID, grantedBy: 'u', form: { ...onCampaign, activationId: 'nope' } })).toMatchObject({
      ok: false,
      error: { code: 'VIP_ACCESS.ACTIVATION_NOT_FOUND' },
    });
    expect(await grant.execute({ companyId: COMPANY_ID, grantedBy: 'u', form: { ...onCampaign, creatorId: 'brand-1' } })).toMatchObject({
      ok: false,
      error: { code: 'VIP_ACCESS.CREATOR_NOT_FOUND', field: 'creatorId' },
    });
    expect(
      await grant.execute({ companyId: COMPANY_ID, grantedBy: 'u', form: { ...onCampaign, activationType: 'SPONSORSHIP' } }),
    ).toMatchObject({
      ok: false,
      error: { field: 'activationType' },
    });
    expect(await new MyVipAccess(deps).execute({ creatorId: 'cr-1' })).toEqual([]);
  });

  it('revokes for the owning company only; the grants of a page of participants are the company own', async () => {
    const deps = creatorListsTestDeps();
    await new GrantVipAccess(deps).execute({ companyId: COMPANY_ID, grantedBy: 'user-1', form: onCampaign });
    const forCreators = (companyId: string) =>
      new VipGrantsForCreators(deps).execute({
        companyId,
        activationType: 'KEY',
        activationId: KEY_CAMPAIGN_ID,
        creatorIds: ['cr-1', 'cr-2'],
      });
    expect(await forCreators(OTHER_COMPANY_ID)).toEqual([]);
    expect(await forCreators(COMPANY_ID)).toMatchObject([{ creatorId: 'cr-1' }]);
    const revoke = new RevokeVipAccess(deps);
    expect(await revoke.execute({ companyId: OTHER_COMPANY_ID, form: onCampaign })).toMatchObject({ ok: false });
    expect(await revoke.execute({ companyId: COMPANY_ID, form: onCampaign })).toEqual({ ok: true, value: { revoked: true } });
    expect(await revoke.execute({ companyId: COMPANY_ID, form: onCampaign })).toEqual({ ok: true, value: { revoked: false } });
    expect(await new MyVipAccess(deps).execute({ creatorId: 'cr-1' })).toEqual([]);
  });
});
