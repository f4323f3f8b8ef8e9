import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql, updateUser } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { liveKeyCampaign } from '../testing/keys-world.ts';
import {
  CREATE_MISSION,
  MY_MISSION_RUNS,
  MY_PROGRAM_MEMBERSHIPS,
  SAVE_CREATOR_PROGRAM,
  missionValues,
  programValues,
  CREATOR_INVITATIONS,
  INVITE_CREATORS,
  KEY_CAMPAIGN_FOR_CREATOR,
  MY_INVITATION,
  MY_INVITATIONS,
  RESPOND_TO_INVITATION,
} from './operations.ts';

const app = useTestApp();

/** A live Key campaign of a reviewed company, with the given requirements step. */
const liveCampaign = (requirements?: Record<string, unknown>) => liveKeyCampaign(app, { name: 'Invited keys', requirements });

/** A creator whose address is verified, invited to the campaign by email. */
async function invitedCreator(company: Awaited<ReturnType<typeof liveCampaign>>) {
  const creator = await signedInCreator(app);
  await updateUser(app.databaseUrl, creator.username, (user) => ({ ...user, emailVerifiedAt: new Date() }));
  const invited = await company.client.op(INVITE_CREATORS, {
    input: { activationType: 'KEY', activationId: company.campaignId, inviteType: 'EMAIL', emails: creator.email },
  });
  expect(invited.data!.inviteCreators.invited).toBe(1);
  const invitationId = (await creator.client.op(MY_INVITATIONS)).data!.myInvitations[0]!.id;
  return { ...creator, invitationId };
}

describe("a creator's invitations", () => {
  it('lists the open invitation with the campaign and company; accepting makes the creator an accepted participant', async () => {
    const company = await liveCampaign();
    const creator = await invitedCreator(company);
    const open = await creator.client.op(MY_INVITATIONS);
    expect(open.data!.myInvitations).toEqual([
      expect.objectContaining({
        activationType: 'KEY',
        activationId: company.campaignId,
        activationName: 'Invited keys',
        companyName: company.input.companyName,
        status: 'PENDING',
        canReject: true,
      }),
    ]);

    const answered = await creator.client.op(RESPOND_TO_INVITATION, { invitationId: creator.invitationId, response: 'ACCEPT' });
    expect(answered.errors).toEqual([]);
    expect(answered.data!.respondToCreatorInvitation).toMatchObject({ status: 'ACCEPTED' });
    const view = await creator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: company.campaignId });
    expect(view.data!.keyCampaign.participation).toMatchObject({ state: 'accepted' });
    expect((await creator.client.op(MY_INVITATIONS)).data!.myInvitations).toEqual([]);
    const sent = await company.client.op(CREATOR_INVITATIONS, { activationType: 'KEY', activationId: company.campaignId });
    expect(sent.data!.creatorInvitations).toMatchObject([{ status: 'ACCEPTED' }]);
    // Answered once: the page still shows it, with its status.
    expect((await creator.client.op(MY_INVITATION, { invitationId: creator.invitationId })).data!.myInvitation).toMatchObject({
      status: 'ACCEPTED',
    });
  });

  it('answers a user id invitation; the company sees the creator by name', async () => {
    const company = await liveCampaign();
    const creator = await signedInCreator(app);
    const [user] = await sql<{ id: string; display_name: string }>(
      app.databaseUrl,
      'select id, display_name from user_account where username = ?',
      [creator.username],
    );
    await company.client.op(INVITE_CREATORS, {
      input: { activationType: 'KEY', activationId: company.campaignId, inviteType: 'USERID', userIds: [user!.id] },
    });
    const [open] = (await creator.client.op(MY_INVITATIONS)).data!.myInvitations;
    expect(open).toMatchObject({ inviteType: 'USERID', status: 'PENDING' });
    expect((await creator.client.op(RESPOND_TO_INVITATION, { invitationId: open!.id, response: 'ACCEPT' })).errors).toEqual([]);
    const sent = await company.client.op(CREATOR_INVITATIONS, { activationType: 'KEY', activationId: company.campaignId });
    expect(sent.data!.creatorInvitations).toMatchObject([{ status: 'ACCEPTED', creatorName: user!.display_name }]);
  });

  it('rejects, and the company sees REJECTED', async () => {
    const company = await liveCampaign();
    const creator = await invitedCreator(company);
    const answered = await creator.client.op(RESPOND_TO_INVITATION, { invitationId: creator.invitationId, response: 'REJECT' });
    expect(answered.data!.respondToCreatorInvitation).toMatchObject({ status: 'REJECTED' });
    const sent = await company.client.op(CREATOR_INVITATIONS, { activationType: 'KEY', activationId: company.campaignId });
    expect(sent.data!.creatorInvitations).toMatchObject([{ status: 'REJECTED' }]);
    const view = await creator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: company.campaignId });
    expect(view.data!.keyCampaign.participation).toBeNull();
  });

  it('refuses to accept when the location is not met, leaving the invitation pending and no participant', async () => {
    const audience = Object.fromEntries(
      [
        'twitchFollowers',
        'twitchAverageConcurrentViewers',
        'youtubeSubscribers',
        'youtubeAverageConcurrentViewers',
        'youtubeAverageViewsPerVideo',
        'youtubeAverageViewsPerShort',
        'tiktokFollowers',
        'tiktokAverageViewsPerShort',
      ].map((k) => [k, null]),
    );
    const company = await liveCampaign({ audience, location: { countries: ['SE'], continents: [] }, languages: [] });
    const creator = await invitedCreator(company);
    const refused = await creator.client.op(RESPOND_TO_INVITATION, { invitationId: creator.invitationId, response: 'ACCEPT' });
    expect(refused.data).toBeNull();
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'KEYS.REQUIREMENTS_NOT_MET' });
    expect((await creator.client.op(MY_INVITATION, { invitationId: creator.invitationId })).data!.myInvitation.status).toBe('PENDING');
    const [row] = await sql<{ n: number }>(app.databaseUrl, 'select count(*)::int as n from key_participant where campaign_id = ?', [
      company.campaignId,
    ]);
    expect(row!.n).toBe(0);
  });

  it('asks an account whose address is not verified to verify it before opening an email invitation', async () => {
    const company = await liveCampaign();
    const creator = await signedInCreator(app);
    await company.client.op(INVITE_CREATORS, {
      input: { activationType: 'KEY', activationId: company.campaignId, inviteType: 'EMAIL', emails: creator.email },
    });
    expect((await creator.client.op(MY_INVITATIONS)).data!.myInvitations).toEqual([]);
    const [sent] = await sql<{ id: string }>(app.databaseUrl, 'select id from creator_invitation where email = ?', [
      creator.email.toLowerCase(),
    ]);
    const opened = await creator.client.op(MY_INVITATION, { invitationId: sent!.id });
    expect(opened.errors[0]?.extensions).toMatchObject({ code: 'INVITATIONS.EMAIL_NOT_VERIFIED' });
  });
});

/** A live Mission of a verified company's Creator Program (asking for a big audience when told), and a creator invited to it by user id. */
async function invitedToMission(requirements?: Record<string, unknown>) {
  const company = await signedInCompanyUser(app);
  const base = programValues();
  const saved = await company.client.op(SAVE_CREATOR_PROGRAM, {
    values: { ...base, questions: [], requirements: { ...base.requirements, ...requirements } },
  });
  expect(saved.errors).toEqual([]);
  const missionId = (await company.client.op(CREATE_MISSION, { values: missionValues() })).data!.createMission.id;
  await sql(app.databaseUrl, `update mission set publish_state = 'published', start_date = now() - interval '1 minute' where id = ?`, [
    missionId,
  ]);
  await sql(app.databaseUrl, 'update company set is_verified = true where id = (select company_id from mission where id = ?)', [missionId]);
  const creator = await signedInCreator(app);
  const [user] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [creator.username]);
  const invited = await company.client.op(INVITE_CREATORS, {
    input: { activationType: 'MISSION', activationId: missionId, inviteType: 'USERID', userIds: [user!.id] },
  });
  expect(invited.data?.inviteCreators.invited).toBe(1);
  const invitationId = (await creator.client.op(MY_INVITATIONS)).data!.myInvitations[0]!.id;
  return { company, creator, missionId, programId: saved.data!.saveCreatorProgram.id, invitationId };
}

describe('a Mission invitation', () => {
  it("accepted, makes the creator a member of the Mission's Creator Program and starts their run, in their missions", async () => {
    const w = await invitedToMission();
    expect((await w.creator.client.op(MY_MISSION_RUNS)).data!.myMissionRuns).toEqual([]);

    const answered = await w.creator.client.op(RESPOND_TO_INVITATION, { invitationId: w.invitationId, response: 'ACCEPT' });
    expect(answered.errors).toEqual([]);
    expect(answered.data!.respondToCreatorInvitation).toMatchObject({ status: 'ACCEPTED' });
    const runs = (await w.creator.client.op(MY_MISSION_RUNS)).data!.myMissionRuns;
    expect(runs.map((r) => [r.mission.id, r.state])).toEqual([[w.missionId, 'active']]);
    const memberships = (await w.creator.client.op(MY_PROGRAM_MEMBERSHIPS)).data!.myProgramMemberships;
    expect(memberships.map((m) => [m.program.id, m.state])).toEqual([[w.programId, 'accepted']]);
  });

  it("refused by the program's requirements, stays pending and starts nothing", async () => {
    const w = await invitedToMission({ audience: { ...programValues().requirements.audience, twitchFollowers: 10_000_000 } });

    const answered = await w.creator.client.op(RESPOND_TO_INVITATION, { invitationId: w.invitationId, response: 'ACCEPT' });
    expect(answered.errors[0]?.extensions?.code).toBe('PROGRAM.REQUIREMENTS_NOT_MET');
    expect((await w.creator.client.op(MY_INVITATIONS)).data!.myInvitations).toMatchObject([{ id: w.invitationId, status: 'PENDING' }]);
    expect((await w.creator.client.op(MY_MISSION_RUNS)).data!.myMissionRuns).toEqual([]);
  });
});
