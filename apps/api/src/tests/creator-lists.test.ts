import { NO_AUDIENCE_THRESHOLDS } from '@lurkit/core/requirements/domain/requirements.entity.ts';
import { describe, expect, it } from 'vitest';
import { domainErrorForConstraint } from '../error-table.ts';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { putKeyCampaignLive, reviewCompanyOfKeyCampaign } from '../testing/keys-world.ts';
import {
  ADD_CREATORS_TO_LIST,
  COMPANY_KEY_PARTICIPANTS,
  CREATE_CREATOR_LIST,
  CREATE_KEY_CAMPAIGN,
  CREATOR_LIST,
  CREATOR_LIST_CREATORS,
  CREATOR_LISTS,
  DELETE_CREATOR_LIST,
  GRANT_VIP_ACCESS,
  INVITE_CREATOR_LIST,
  INVITE_CREATORS,
  KEY_CAMPAIGN_FOR_CREATOR,
  KEY_PARTICIPANTS,
  MY_VIP_ACCESS,
  REMOVE_CREATORS_FROM_LIST,
  RENAME_CREATOR_LIST,
  REQUEST_KEY,
  REVOKE_VIP_ACCESS,
  SAVE_KEY_CAMPAIGN_STEP,
} from './operations.ts';

const app = useTestApp();

async function creatorWithId() {
  const creator = await signedInCreator(app);
  const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [creator.username]);
  return { ...creator, id: row!.id };
}

let campaignsMade = 0;
/** A live Key campaign asking for 10,000 Twitch followers (no test creator has a channel) and in Sweden when asked. */
async function liveCampaign(company: Awaited<ReturnType<typeof signedInCompanyUser>>, access: Record<string, unknown>, sweden = false) {
  const created = await company.client.op(CREATE_KEY_CAMPAIGN, {
    kind: 'standard',
    name: `Listed ${(campaignsMade += 1)}`,
  });
  const campaignId = created.data!.createKeyCampaign.id;
  const audience = { ...NO_AUDIENCE_THRESHOLDS, twitchFollowers: 10_000 };
  const location = { countries: sweden ? ['SE'] : [], continents: [] };
  const requirements = await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
    id: campaignId,
    step: 'requirements',
    values: { audience, location, languages: [] },
  });
  expect(requirements.errors).toEqual([]);
  const saved = await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
    id: campaignId,
    step: 'access',
    values: {
      visibility: 'discoverable',
      creatorListIds: [],
      whitelist: [],
      creatorProgramId: null,
      allowOffersFromAllCreators: false,
      vipAccess: true,
      ...access,
    },
  });
  expect(saved.errors).toEqual([]);
  await putKeyCampaignLive(app, campaignId);
  // Only companies reviewed by staff may invite creators.
  await reviewCompanyOfKeyCampaign(app, campaignId);
  return campaignId;
}

describe('creator lists', () => {
  it('creates, renames, lists with counts, adds and removes in bulk, and deletes', async () => {
    const company = await signedInCompanyUser(app);
    const [anna, tom] = [await creatorWithId(), await creatorWithId()];
    const created = await company.client.op(CREATE_CREATOR_LIST, { name: '  Nordic streamers ' });
    expect(created.data!.createCreatorList).toMatchObject({ name: 'Nordic streamers', creatorCount: 0 });
    const listId = created.data!.createCreatorList.id;

    expect((await company.client.op(CREATE_CREATOR_LIST, { name: 'NORDIC STREAMERS' })).errors[0]?.extensions).toMatchObject({
      code: 'CREATOR_LISTS.NAME_TAKEN',
      field: 'name',
    });
    expect((await company.client.op(CREATE_CREATOR_LIST, { name: ' ' })).errors[0]?.extensions).toMatchObject({
      code: 'VALIDATION.INVALID_FIELD',
      field: 'name',
    });

    const brand = globalThis.crypto.randomUUID();
    const added = await company.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [anna.id, tom.id, brand] });
    expect(added.data!.addCreatorsToList).toEqual({ added: [anna.id, tom.id], alreadyOnList: [], notFound: [brand] });
    const again = await company.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [anna.id] });
    expect(again.data!.addCreatorsToList).toEqual({ added: [], alreadyOnList: [anna.id], notFound: [] });

    const renamed = await company.client.op(RENAME_CREATOR_LIST, { id: listId, name: 'Nordics' });
    expect(renamed.data!.renameCreatorList).toMatchObject({ name: 'Nordics', creatorCount: 2 });
    expect((await company.client.op(CREATOR_LISTS)).data!.creatorLists).toMatchObject([{ id: listId, name: 'Nordics', creatorCount: 2 }]);
    expect((await company.client.op(CREATOR_LIST, { id: listId })).data!.creatorList).toMatchObject({ creatorCount: 2 });

    // Added in one go, so one instant: pages of one still hand out each creator once.
    const page = await company.client.op(CREATOR_LIST_CREATORS, { listId, first: 1 });
    const after = page.data!.creatorListCreators.pageInfo.endCursor;
    const next = await company.client.op(CREATOR_LIST_CREATORS, { listId, first: 1, after });
    const usernames = [page, next].flatMap((p) => p.data!.creatorListCreators.edges.map((e) => e.node.creator.username));
    expect(usernames.sort()).toEqual([anna.username, tom.username].sort());
    expect(next.data!.creatorListCreators.pageInfo.hasNextPage).toBe(false);
    // Each row with the creator's audience authenticity; no statistics yet is too little to judge.
    expect(page.data!.creatorListCreators.edges[0]!.node.creator.authenticity).toEqual({ score: null, level: null, signals: [] });

    const removed = await company.client.op(REMOVE_CREATORS_FROM_LIST, { listId, creatorIds: [anna.id] });
    expect(removed.data!.removeCreatorsFromList).toEqual([anna.id]);
    expect((await company.client.op(DELETE_CREATOR_LIST, { id: listId })).data!.deleteCreatorList).toBe(listId);
    expect((await company.client.op(CREATOR_LISTS)).data!.creatorLists).toEqual([]);
  });

  it('answers NAME_TAKEN to the loser of two members creating one name at once', async () => {
    const company = await signedInCompanyUser(app);
    const answers = await Promise.all([1, 2].map(() => company.client.op(CREATE_CREATOR_LIST, { name: 'Same time' })));
    expect(answers.filter((a) => a.errors.length === 0)).toHaveLength(1);
    expect(answers.flatMap((a) => a.errors.map((e) => e.extensions?.code))).toEqual(['CREATOR_LISTS.NAME_TAKEN']);
    // The index itself maps to the same code, whichever way the race went this time.
    const raced = Object.assign(new Error('duplicate key'), { constraint: 'creator_list_company_name_unique' });
    expect(domainErrorForConstraint(raced)?.code).toBe('CREATOR_LISTS.NAME_TAKEN');
  });

  it('lets a listed creator meet a campaign that asks for the list, and no one else', async () => {
    const company = await signedInCompanyUser(app);
    const [listed, outsider] = [await creatorWithId(), await creatorWithId()];
    const listId = (await company.client.op(CREATE_CREATOR_LIST, { name: 'Picked' })).data!.createCreatorList.id;
    await company.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [listed.id] });
    const campaignId = await liveCampaign(company, { creatorListIds: [listId] });

    const mine = await listed.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId });
    expect(mine.data!.keyCampaign.eligibility).toMatchObject({ eligible: true, vipAccess: null });
    expect((await listed.client.op(REQUEST_KEY, { campaignId })).data!.requestKey.state).not.toBe('waitlist');
    const theirs = await outsider.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId });
    expect(theirs.data!.keyCampaign.eligibility.eligible).toBe(false);
  });

  it("refuses another company's list in a campaign's Access step, at that field", async () => {
    const [company, other] = [await signedInCompanyUser(app), await signedInCompanyUser(app)];
    const theirs = (await other.client.op(CREATE_CREATOR_LIST, { name: 'Theirs' })).data!.createCreatorList.id;
    const created = await company.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Borrowing a list' });
    const saved = await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: created.data!.createKeyCampaign.id,
      step: 'access',
      values: {
        visibility: 'discoverable',
        creatorListIds: [theirs],
        whitelist: [],
        creatorProgramId: null,
        allowOffersFromAllCreators: false,
        vipAccess: false,
      },
    });
    expect(saved.errors[0]?.extensions).toMatchObject({ code: 'KEYS.CREATOR_LIST_NOT_FOUND', field: 'creatorListIds' });
  });

  it('invites a whole list once: creators invited before are reported, not invited twice', async () => {
    const company = await signedInCompanyUser(app);
    const [one, two] = [await creatorWithId(), await creatorWithId()];
    const listId = (await company.client.op(CREATE_CREATOR_LIST, { name: 'Invite me' })).data!.createCreatorList.id;
    await company.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [one.id, two.id] });
    const campaignId = await liveCampaign(company, {});
    const first = await company.client.op(INVITE_CREATOR_LIST, { listId, activationType: 'KEY', activationId: campaignId });
    expect(first.data!.inviteCreatorList.invited).toBe(2);
    const second = await company.client.op(INVITE_CREATOR_LIST, { listId, activationType: 'KEY', activationId: campaignId });
    expect(second.data!.inviteCreatorList).toMatchObject({
      invited: 0,
      lines: [{ outcome: 'ALREADY_INVITED' }, { outcome: 'ALREADY_INVITED' }],
    });
    // Whichever way a creator was invited first: their address is the same creator as their user id.
    const byEmail = await company.client.op(INVITE_CREATORS, {
      input: { inviteType: 'EMAIL', activationType: 'KEY', activationId: campaignId, emails: one.email.toUpperCase() },
    });
    expect(byEmail.data!.inviteCreators).toMatchObject({ invited: 0, lines: [{ outcome: 'ALREADY_INVITED' }] });
    const empty = (await company.client.op(CREATE_CREATOR_LIST, { name: 'Nobody yet' })).data!.createCreatorList.id;
    const refused = await company.client.op(INVITE_CREATOR_LIST, { listId: empty, activationType: 'KEY', activationId: campaignId });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'CREATOR_LISTS.EMPTY' });
  });
});

describe('creator management', () => {
  it("lists a tab across all the company's Key campaigns, and nothing to another company", async () => {
    const company = await signedInCompanyUser(app);
    const [first, second] = [await liveCampaign(company, {}), await liveCampaign(company, {})];
    const creator = await creatorWithId();
    expect((await creator.client.op(REQUEST_KEY, { campaignId: first })).errors).toEqual([]);
    expect((await creator.client.op(REQUEST_KEY, { campaignId: second })).errors).toEqual([]);
    const pending = await company.client.op(COMPANY_KEY_PARTICIPANTS, { tab: 'pending' });
    expect(pending.data!.companyKeyParticipants.edges.map((e) => [e.node.participant.campaignId, e.node.participant.creator.id])).toEqual([
      [first, creator.id],
      [second, creator.id],
    ]);
    const other = await signedInCompanyUser(app);
    expect((await other.client.op(COMPANY_KEY_PARTICIPANTS, { tab: 'pending' })).data!.companyKeyParticipants.edges).toEqual([]);
  });
});

describe('VIP access', () => {
  it('lets a VIP creator past the audience, shows the grant to both sides, and waives location only when ticked', async () => {
    const company = await signedInCompanyUser(app);
    const vip = await creatorWithId();
    const campaignId = await liveCampaign(company, {}, true);
    const grant = (waivesLocationAndLanguage: boolean) =>
      company.client.op(GRANT_VIP_ACCESS, {
        input: { activationType: 'KEY', activationId: campaignId, creatorId: vip.id, waivesLocationAndLanguage },
      });

    expect((await grant(false)).data!.grantVipAccess).toMatchObject({ creatorId: vip.id, waivesLocationAndLanguage: false });
    const notWaived = await vip.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId });
    expect(notWaived.data!.keyCampaign.eligibility).toMatchObject({
      eligible: false,
      locationAndLanguageMet: false,
      vipAccess: { waivesLocationAndLanguage: false },
    });
    expect(notWaived.data!.keyCampaign.eligibility.groups.find((g) => g.group === 'audience')?.status).toBe('PASSED');

    await grant(true);
    const waived = await vip.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId });
    expect(waived.data!.keyCampaign.eligibility).toMatchObject({ eligible: true, vipAccess: { waivesLocationAndLanguage: true } });
    expect((await vip.client.op(MY_VIP_ACCESS)).data!.myVipAccess).toMatchObject([
      { activationId: campaignId, waivesLocationAndLanguage: true },
    ]);

    expect((await vip.client.op(REQUEST_KEY, { campaignId })).data!.requestKey.state).toBe('pending');
    const pending = await company.client.op(KEY_PARTICIPANTS, { campaignId, tab: 'pending' });
    expect(pending.data!.keyParticipants.edges[0]?.node.vipAccess).toMatchObject({ waivesLocationAndLanguage: true });

    const revoke = { activationType: 'KEY' as const, activationId: campaignId, creatorId: vip.id };
    expect((await company.client.op(REVOKE_VIP_ACCESS, revoke)).data!.revokeVipAccess).toBe(true);
    expect((await vip.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId })).data!.keyCampaign.eligibility).toMatchObject({
      eligible: false,
      vipAccess: null,
    });
  });

  it('refuses a user who is no creator', async () => {
    const company = await signedInCompanyUser(app);
    const campaignId = await liveCampaign(company, {});
    const answer = await company.client.op(GRANT_VIP_ACCESS, {
      input: { activationType: 'KEY', activationId: campaignId, creatorId: globalThis.crypto.randomUUID() },
    });
    expect(answer.errors[0]?.extensions).toMatchObject({ code: 'VIP_ACCESS.CREATOR_NOT_FOUND', field: 'creatorId' });
  });
});
