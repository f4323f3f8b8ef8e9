import { NO_AUDIENCE_THRESHOLDS } from '@lurkit/core/requirements/domain/requirements.entity.ts';
import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInReviewedCompany, signedInStaff } from '../testing/accounts-world.ts';
import { sql, updateUser } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { aDraftKeyCampaign, inDays, reviewCompanyOfKeyCampaign, standInKeySets } from '../testing/keys-world.ts';
import {
  ADD_CODE_ITEM,
  ADD_CODES,
  BROWSE_KEY_CAMPAIGNS,
  COMPANY_KEY_CAMPAIGN,
  COMPANY_KEY_CAMPAIGNS,
  CREATE_KEY_CAMPAIGN,
  HELD_KEY_CAMPAIGNS,
  KEY_CAMPAIGN_FOR_CREATOR,
  KEY_PARTICIPANTS,
  PUBLISH_KEY_CAMPAIGN,
  REQUEST_KEY,
  REVIEW_HELD_ACTIVATION,
  REVIEW_KEY_PARTICIPANTS,
  SAVE_KEY_CAMPAIGN_STEP,
  UNPUBLISH_KEY_CAMPAIGN,
  CREATOR_INVITATIONS,
  INVITE_CREATORS,
  RESEND_CREATOR_INVITATION,
  CONVERT_PRE_LAUNCH,
} from './operations.ts';

const app = useTestApp();

async function companyWithDraft(name = 'Moonlight keys') {
  const company = await signedInCompanyUser(app);
  return { ...company, campaignId: await aDraftKeyCampaign(company.client, name) };
}

const withKeySets = (campaignId: string) => standInKeySets(app, campaignId);

describe('Key campaigns for a company', () => {
  it('creates a draft, saves wizard steps whole, and reports a wrong field at its path without saving', async () => {
    const { client, campaignId } = await companyWithDraft();
    const saved = await client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: campaignId,
      step: 'basics',
      values: { name: 'Moonlight Drifters', startDate: inDays(1), endDate: inDays(30), tags: ['cosy'] },
    });
    expect(saved.errors).toEqual([]);
    expect(saved.data!.saveKeyCampaignStep).toMatchObject({ name: 'Moonlight Drifters', status: 'unpublished', tags: ['cosy'] });

    const wrong = await client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: campaignId,
      step: 'basics',
      values: { name: 'Renamed', startDate: inDays(5), endDate: inDays(2) },
    });
    expect(wrong.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'endDate' });
    const after = await client.op(COMPANY_KEY_CAMPAIGN, { id: campaignId });
    expect(after.data!.companyKeyCampaign.campaign.name).toBe('Moonlight Drifters');

    const requirements = await client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: campaignId,
      step: 'requirements',
      values: {
        audience: { ...after.data!.companyKeyCampaign.campaign.requirements.audience, twitchFollowers: 250 },
        location: { countries: ['SE'], continents: [] },
        languages: ['sv'],
      },
    });
    expect(requirements.errors).toEqual([]);
    const reread = await client.op(COMPANY_KEY_CAMPAIGN, { id: campaignId });
    expect(reread.data!.companyKeyCampaign.campaign.requirements).toMatchObject({
      countries: ['SE'],
      languages: ['sv'],
      audience: { twitchFollowers: 250 },
    });
  });

  it('lists the publish checks not met, each with the step that fixes it, and refuses to publish with them in details', async () => {
    const { client, campaignId } = await companyWithDraft();
    const view = await client.op(COMPANY_KEY_CAMPAIGN, { id: campaignId });
    expect(view.data!.companyKeyCampaign.publishChecks.map((c) => [c.id, c.step])).toEqual([
      ['campaign.startDate', 'basics'],
      ['campaign.endDateInFuture', 'basics'],
      ['campaign.codeManagerItem', 'creatorKit'],
      ['campaign.keys', 'creatorKit'],
      ['campaign.verifiedEmail', null],
    ]);
    const refused = await client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'PUBLISHING.CHECKS_FAILED' });
    expect((refused.errors[0]?.extensions as { details: { failures: unknown[] } }).details.failures).toHaveLength(5);
  });

  it("holds an unreviewed company's first publish for staff, who approve it; the company's next publish goes live at once", async () => {
    const { client, campaignId, input } = await companyWithDraft('First keys');
    await updateUser(app.databaseUrl, input.username, (user) => ({ ...user, emailVerifiedAt: new Date() }));
    await client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: campaignId,
      step: 'basics',
      values: { name: 'First keys', startDate: inDays(-1), endDate: inDays(30) },
    });
    await withKeySets(campaignId);
    await sql(app.databaseUrl, 'update company set is_verified = false where id = (select company_id from key_campaign where id = ?)', [
      campaignId,
    ]);

    const held = await client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId });
    expect(held.data).toEqual({ publishKeyCampaign: { status: 'waitingForReview', heldForReview: true } });

    const staff = await signedInStaff(app);
    const queue = await staff.client.op(HELD_KEY_CAMPAIGNS, { first: 100 });
    expect(queue.data!.heldKeyCampaigns.edges.map((e) => e.node.id)).toContain(campaignId);
    const refused = await staff.client.op(REVIEW_HELD_ACTIVATION, { id: campaignId, decision: 'refuse', reason: '' });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'PUBLISHING.REASON_REQUIRED', field: 'reason' });
    const approved = await staff.client.op(REVIEW_HELD_ACTIVATION, { id: campaignId, decision: 'approve' });
    expect(approved.data).toEqual({ reviewHeldActivation: { status: 'active' } });

    const second = await client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Second keys' });
    const secondId = second.data!.createKeyCampaign.id;
    await client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: secondId,
      step: 'basics',
      values: { name: 'Second keys', startDate: inDays(2), endDate: inDays(30) },
    });
    await withKeySets(secondId);
    expect((await client.op(PUBLISH_KEY_CAMPAIGN, { id: secondId })).data).toEqual({
      publishKeyCampaign: { status: 'upcoming', heldForReview: false },
    });

    // Spec 4: a pre-launch campaign goes out with no Code Manager item and no keys.
    const waitlist = await client.op(CREATE_KEY_CAMPAIGN, { kind: 'preLaunch', name: 'Waitlist keys' });
    const waitlistId = waitlist.data!.createKeyCampaign.id;
    await client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: waitlistId,
      step: 'basics',
      values: { name: 'Waitlist keys', startDate: inDays(2), endDate: inDays(30) },
    });
    expect((await client.op(PUBLISH_KEY_CAMPAIGN, { id: waitlistId })).data).toEqual({
      publishKeyCampaign: { status: 'upcoming', heldForReview: false },
    });
    const list = await client.op(COMPANY_KEY_CAMPAIGNS, { first: 10 });
    expect(list.data!.companyKeyCampaigns.edges.map((e) => e.node.name)).toEqual(['Waitlist keys', 'Second keys', 'First keys']);
  });
});

describe('Key campaigns for a creator', () => {
  let made = 0;
  async function liveCampaign(requirements?: Record<string, unknown>) {
    const company = await companyWithDraft(`Live ${(made += 1)}`);
    await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
      id: company.campaignId,
      step: 'basics',
      values: { name: 'Live keys', startDate: inDays(-1), endDate: inDays(30) },
    });
    if (requirements)
      await company.client.op(SAVE_KEY_CAMPAIGN_STEP, { id: company.campaignId, step: 'requirements', values: requirements });
    await withKeySets(company.campaignId);
    await updateUser(app.databaseUrl, company.input.username, (user) => ({ ...user, emailVerifiedAt: new Date() }));
    // A reviewed company's campaigns go live at once (the held path has its own test above).
    await sql(app.databaseUrl, 'update company set is_verified = true where id = (select company_id from key_campaign where id = ?)', [
      company.campaignId,
    ]);
    const published = await company.client.op(PUBLISH_KEY_CAMPAIGN, { id: company.campaignId });
    expect(published.errors).toEqual([]);
    return company;
  }

  it('a double click on Request a key writes once: two requests at the same moment get the one participation', async () => {
    const company = await liveCampaign();
    const creator = await signedInCreator(app);
    const both = await Promise.all([0, 1].map(() => creator.client.op(REQUEST_KEY, { campaignId: company.campaignId })));
    expect(both.map((answer) => answer.errors)).toEqual([[], []]);
    const [first, second] = both.map((answer) => answer.data!.requestKey);
    expect(second!.id).toBe(first!.id);
    expect(
      await sql(app.databaseUrl, 'select count(*)::int as n from key_participant where campaign_id = ?', [company.campaignId]),
    ).toEqual([{ n: 1 }]);
    expect(await sql(app.databaseUrl, 'select request_count from key_campaign where id = ?', [company.campaignId])).toEqual([
      { request_count: 1 },
    ]);
  });

  it('browses listed campaigns, requests a key, and the company accepts from the pending tab', async () => {
    const company = await liveCampaign();
    const creator = await signedInCreator(app);
    const browse = await creator.client.op(BROWSE_KEY_CAMPAIGNS, { section: 'recent', first: 100 });
    expect(browse.data!.browseKeyCampaigns.edges.map((e) => e.node.id)).toContain(company.campaignId);

    const requested = await creator.client.op(REQUEST_KEY, { campaignId: company.campaignId });
    expect(requested.data!.requestKey).toMatchObject({ state: 'pending', events: [{ type: 'requested', by: 'USER' }] });
    // Asking again answers the first request and writes nothing.
    expect((await creator.client.op(REQUEST_KEY, { campaignId: company.campaignId })).data!.requestKey).toEqual(requested.data!.requestKey);

    const pending = await company.client.op(KEY_PARTICIPANTS, { campaignId: company.campaignId, tab: 'pending' });
    const [row] = pending.data!.keyParticipants.edges.map((e) => e.node);
    expect(row).toMatchObject({ state: 'pending', creator: { username: creator.username, completionRate: null } });
    const accepted = await company.client.op(REVIEW_KEY_PARTICIPANTS, {
      campaignId: company.campaignId,
      participantIds: [row!.id],
      decision: 'accept',
    });
    expect(accepted.data!.reviewKeyParticipants).toMatchObject([{ state: 'accepted' }]);

    const view = await creator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: company.campaignId });
    expect(view.data!.keyCampaign).toMatchObject({ participation: { state: 'accepted' }, eligibility: { eligible: true }, listed: true });
  });

  it('refuses a creator outside the location with the reasons, and waitlists one short of the audience', async () => {
    const audience = NO_AUDIENCE_THRESHOLDS;
    const swedenOnly = await liveCampaign({ audience, location: { countries: ['SE'], continents: [] }, languages: [] });
    const creator = await signedInCreator(app);
    const refused = await creator.client.op(REQUEST_KEY, { campaignId: swedenOnly.campaignId });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'KEYS.REQUIREMENTS_NOT_MET' });

    const bigOnly = await liveCampaign({
      audience: { ...audience, twitchFollowers: 1000 },
      location: { countries: [], continents: [] },
      languages: [],
    });
    expect((await creator.client.op(REQUEST_KEY, { campaignId: bigOnly.campaignId })).data!.requestKey.state).toBe('waitlist');
  });

  it('hides drafts and unpublished campaigns from browsing, while an enrolled creator keeps theirs', async () => {
    const company = await liveCampaign();
    const creator = await signedInCreator(app);
    await creator.client.op(REQUEST_KEY, { campaignId: company.campaignId });
    expect((await company.client.op(UNPUBLISH_KEY_CAMPAIGN, { id: company.campaignId })).data).toEqual({
      unpublishKeyCampaign: { status: 'closed', heldForReview: false },
    });
    const browse = await creator.client.op(BROWSE_KEY_CAMPAIGNS, { first: 100 });
    expect(browse.data!.browseKeyCampaigns.edges.map((e) => e.node.id)).not.toContain(company.campaignId);
    const view = await creator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: company.campaignId });
    expect(view.data!.keyCampaign).toMatchObject({ listed: false, participation: { state: 'pending' } });
    const late = await signedInCreator(app);
    expect((await late.client.op(REQUEST_KEY, { campaignId: company.campaignId })).errors[0]?.extensions).toMatchObject({
      code: 'KEYS.CLOSED',
    });
  });
});

describe('the platform vocabulary on Key campaigns (spec 3)', () => {
  it('takes keys by the vocabulary, refuses free text at its field, and browsing by a family finds every platform in it', async () => {
    const company = await signedInReviewedCompany(app);
    const item = await company.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Lantern', game: 'Lantern', allocation: 'auto' } });
    const itemId = item.data!.addCodeManagerItem.id;
    expect((await company.client.op(ADD_CODES, { itemId, platform: 'PLAYSTATION_5', codes: 'PS5-KEY-1' })).errors).toEqual([]);
    const campaignId = await aDraftKeyCampaign(company.client, 'Lantern keys');
    const save = (step: 'basics' | 'creatorKit', values: Record<string, unknown>) =>
      company.client.op(SAVE_KEY_CAMPAIGN_STEP, { id: campaignId, step, values });
    await save('basics', { name: 'Lantern keys', startDate: inDays(-1), endDate: inDays(30) });
    const kit = { codeItemId: itemId, specialInstructions: '', embargo: null };
    // Free text ("PS5") is not a platform: refused at its field, nothing saved.
    expect((await save('creatorKit', { ...kit, keys: [{ platform: 'PS5', count: 1 }] })).errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'values.keys.0.platform',
    });
    expect((await save('creatorKit', { ...kit, keys: [{ platform: 'PLAYSTATION_5', count: 1 }] })).errors).toEqual([]);
    expect((await company.client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId })).errors).toEqual([]);

    const consoleCreator = await signedInCreator(app);
    const found = async (filter: { families?: ('Playstation' | 'Xbox')[]; platforms?: 'PLAYSTATION_5'[] }) =>
      (await consoleCreator.client.op(BROWSE_KEY_CAMPAIGNS, { first: 100, ...filter })).data!.browseKeyCampaigns.edges.map(
        (e) => e.node.id,
      );
    expect(await found({ families: ['Playstation'] })).toContain(campaignId);
    expect(await found({ platforms: ['PLAYSTATION_5'] })).toContain(campaignId);
    expect(await found({ families: ['Xbox'] })).not.toContain(campaignId);
    const view = await consoleCreator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId });
    expect(view.data!.keyCampaign.keys).toMatchObject([{ platform: 'PlayStation 5', offered: 1 }]);
  });
});

describe('inviting creators to a Key campaign', () => {
  it('invites by email, one invite per creator, reports each line, lists them and resends; a pre-launch campaign waits for conversion', async () => {
    const { client, campaignId } = await companyWithDraft();
    const input = (emails: string, activationId = campaignId) => ({
      input: { activationType: 'KEY' as const, activationId, inviteType: 'EMAIL' as const, emails },
    });
    // Only a company staff has reviewed may invite creators.
    expect((await client.op(INVITE_CREATORS, input('anna@example.com'))).errors[0]?.extensions?.code).toBe(
      'INVITATIONS.COMPANY_NOT_VERIFIED',
    );
    await reviewCompanyOfKeyCampaign(app, campaignId);
    const first = await client.op(INVITE_CREATORS, input('anna@example.com\nnot-an-email\nanna@example.com'));
    expect(first.data!.inviteCreators).toEqual({
      invited: 1,
      lines: [
        { line: 1, target: 'anna@example.com', outcome: 'INVITED' },
        { line: 2, target: 'not-an-email', outcome: 'INVALID_EMAIL' },
        { line: 3, target: 'anna@example.com', outcome: 'DUPLICATE_IN_LIST' },
      ],
    });
    expect((await client.op(INVITE_CREATORS, input('ANNA@example.com'))).data!.inviteCreators.lines[0]!.outcome).toBe('ALREADY_INVITED');
    const sent = await client.op(CREATOR_INVITATIONS, { activationType: 'KEY', activationId: campaignId });
    expect(sent.data!.creatorInvitations).toMatchObject([
      { email: 'anna@example.com', inviteType: 'EMAIL', status: 'PENDING', sentCount: 1 },
    ]);
    const resent = await client.op(RESEND_CREATOR_INVITATION, { invitationId: sent.data!.creatorInvitations[0]!.id });
    expect(resent.data!.resendCreatorInvitation).toMatchObject({ status: 'PENDING', sentCount: 2 });

    const preLaunch = await client.op(CREATE_KEY_CAMPAIGN, { kind: 'preLaunch', name: 'Waitlist keys' });
    const preLaunchId = preLaunch.data!.createKeyCampaign.id;
    expect((await client.op(INVITE_CREATORS, input('bob@example.com', preLaunchId))).errors[0]?.extensions).toMatchObject({
      code: 'INVITATIONS.ACTIVATION_CLOSED',
    });
    // Spec 4: the campaign went out without keys; its conversion asks for them first.
    expect((await client.op(CONVERT_PRE_LAUNCH, { id: preLaunchId, confirmed: true })).errors[0]?.extensions).toMatchObject({
      code: 'KEYS.CONVERSION_NEEDS_KEYS',
      field: 'keys',
    });
    await withKeySets(preLaunchId);
    expect((await client.op(CONVERT_PRE_LAUNCH, { id: preLaunchId, confirmed: true })).errors).toEqual([]);
    expect((await client.op(INVITE_CREATORS, input('bob@example.com', preLaunchId))).data!.inviteCreators.invited).toBe(1);
  });
});
