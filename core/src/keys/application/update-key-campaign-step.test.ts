import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { aKeyCampaign, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { CreateKeyCampaign } from './create-key-campaign.ts';
import { UpdateKeyCampaignStep } from './update-key-campaign-step.ts';

async function setup() {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign({ publishState: 'draft', firstWentLiveAt: null, publishedAt: null });
  await seedKeys(deps, { campaigns: [campaign] });
  deps.keyCodes.items.set('item-9', { id: 'item-9', companyId: COMPANY_ID, name: 'Moonlight DLC', type: 'dlc' });
  deps.keyCodes.items.set('theirs', { id: 'theirs', companyId: 'other', name: 'Theirs', type: 'game' });
  deps.clock.advance(DAY_MS);
  const step = (step: Parameters<UpdateKeyCampaignStep['execute']>[0]['step'], values: unknown, companyId = COMPANY_ID) =>
    new UpdateKeyCampaignStep(deps).execute({ companyId, campaignId: campaign.id, step, values });
  return { deps, campaign, step };
}

describe('CreateKeyCampaign', () => {
  it('creates a draft of the chosen kind for the company', async () => {
    const deps = keysTestDeps();
    const result = await new CreateKeyCampaign(deps).execute({
      companyId: COMPANY_ID,
      campaign: { kind: 'preLaunch', name: ' Moonlight ' },
    });
    expect(result).toMatchObject({ ok: true, value: { name: 'Moonlight', preLaunch: true, publishState: 'draft', companyId: COMPANY_ID } });
    expect(await new CreateKeyCampaign(deps).execute({ companyId: COMPANY_ID, campaign: { kind: 'standard', name: '' } })).toMatchObject({
      ok: false,
      error: { field: 'name', message: 'Name is required.' },
    });
  });
});

describe('UpdateKeyCampaignStep', () => {
  it('saves Basics whole and stamps the change', async () => {
    const { deps, campaign, step } = await setup();
    const start = addMs(BUILDER_NOW, 2 * DAY_MS);
    const result = await step('basics', { name: 'Renamed', startDate: start.toISOString(), endDate: null, tags: ['cosy', 'cosy'] });
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Renamed', startDate: start, endDate: null, tags: ['cosy'], updatedAt: deps.clock.now() },
    });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ name: 'Renamed' });
  });

  it('saves nothing when one field is wrong, and names the field', async () => {
    const { deps, campaign, step } = await setup();
    const result = await step('basics', { name: 'Renamed', startDate: '2026-12-02T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' });
    expect(result).toMatchObject({ ok: false, error: { field: 'endDate' } });
    expect(await deps.campaigns.findById(campaign.id)).toEqual(campaign);
  });

  it('keeps the response deadline for requests on the campaign, not in its requirements, and refuses more than 30 days at the field', async () => {
    const { deps, campaign, step } = await setup();
    const access = {
      visibility: 'discoverable',
      creatorListIds: [],
      whitelist: [],
      creatorProgramId: null,
      allowOffersFromAllCreators: false,
      vipAccess: false,
    };
    expect(await step('access', { ...access, requestResponseDays: 7 })).toMatchObject({ ok: true, value: { requestResponseDays: 7 } });
    expect((await deps.campaigns.findById(campaign.id))?.requirements).not.toHaveProperty('requestResponseDays');
    expect(await step('access', { ...access, requestResponseDays: 31 })).toMatchObject({
      ok: false,
      error: { field: 'requestResponseDays', message: 'A response deadline is at most 30 days.' },
    });
    expect(await step('access', access)).toMatchObject({ ok: true, value: { requestResponseDays: null } });
  });

  it('keeps requirements and access apart in one requirements value', async () => {
    const { deps, campaign, step } = await setup();
    const audience = { ...campaign.requirements.audience, twitchFollowers: 250 };
    await step('requirements', { audience, location: { countries: ['se'], continents: [] }, languages: ['SV'] });
    await step('access', {
      visibility: 'hidden',
      creatorListIds: [],
      whitelist: ['creator-7'],
      creatorProgramId: null,
      allowOffersFromAllCreators: false,
      vipAccess: false,
    });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({
      visibility: 'hidden',
      requirements: {
        audience: { twitchFollowers: 250 },
        location: { countries: ['SE'] },
        languages: ['sv'],
        whitelist: ['creator-7'],
        vipAccess: false,
      },
    });
  });

  it("takes the company's own creator lists in Access and refuses another company's, saving nothing", async () => {
    const { deps, campaign, step } = await setup();
    deps.creatorLists.lists.set('list-ours', COMPANY_ID);
    deps.creatorLists.lists.set('list-theirs', 'other');
    const access = (creatorListIds: string[]) => ({
      visibility: 'discoverable',
      creatorListIds,
      whitelist: [],
      creatorProgramId: null,
      allowOffersFromAllCreators: false,
      vipAccess: false,
    });
    expect(await step('access', access(['list-ours']))).toMatchObject({
      ok: true,
      value: { requirements: { creatorListIds: ['list-ours'] } },
    });
    expect(await step('access', access(['list-ours', 'list-theirs']))).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CREATOR_LIST_NOT_FOUND', field: 'creatorListIds' },
    });
    expect(await step('access', access(['deleted-list']))).toMatchObject({ ok: false, error: { code: 'KEYS.CREATOR_LIST_NOT_FOUND' } });
    expect((await deps.campaigns.findById(campaign.id))?.requirements.creatorListIds).toEqual(['list-ours']);
  });

  it('links a Code Manager item of the company only, taking its type as the category', async () => {
    const { step } = await setup();
    const kit = (codeItemId: string) => ({ codeItemId, keys: [{ platform: 'Steam', count: 5 }], specialInstructions: ' ', embargo: null });
    expect(await step('creatorKit', kit('item-9'))).toMatchObject({
      ok: true,
      value: { codeItemId: 'item-9', category: 'dlc', keys: [{ platform: 'Steam', count: 5 }], specialInstructions: null },
    });
    expect(await step('creatorKit', kit('theirs'))).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CODE_ITEM_NOT_FOUND', field: 'codeItemId' },
    });
  });

  it('stores game info from the form', async () => {
    const { step } = await setup();
    expect(
      await step('gameInfo', {
        gameName: 'Hades',
        description: 'Defy the god of the dead.',
        genres: ['Action'],
        media: [],
        steamAppId: 1145360,
      }),
    ).toMatchObject({
      ok: true,
      value: { game: { name: 'Hades', steamAppId: 1145360, genres: ['Action'] } },
    });
  });

  it("refuses another company's campaign and one held for review", async () => {
    const { deps, campaign, step } = await setup();
    expect(await step('basics', { name: 'x' }, 'other')).toMatchObject({ ok: false, error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' } });
    await deps.campaigns.save({ ...campaign, publishState: 'waitingForReview' });
    expect(await step('basics', { name: 'x' })).toMatchObject({ ok: false, error: { code: 'KEYS.LOCKED_WHILE_HELD' } });
  });
});
