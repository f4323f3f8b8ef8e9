import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aFilledQuest, anOffer, approveCreatorForQuests, publishQuest } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  APPLY_TO_PROGRAM,
  CREATE_MISSION,
  CREATOR_MISSION,
  COMPANY_MISSION_RUNS,
  MISSION_RUNS,
  CREATOR_INVITATIONS,
  INVITE_CREATORS,
  CREATOR_QUEST,
  GRANT_VIP_ACCESS,
  JOIN_MISSION,
  PLATFORM_VIPS,
  PROGRAM_APPLICATIONS,
  PROGRAM_ELIGIBILITY,
  REVOKE_PLATFORM_VIP,
  REVOKE_VIP_ACCESS,
  SAVE_CREATOR_PROGRAM,
  SET_PLATFORM_VIP,
  SUBMIT_QUEST_OFFER,
  QUEST_PARTICIPANTS,
  missionValues,
  programValues,
} from './operations.ts';

/** VIP access on Quests, Creator Programs and Missions, and set by staff. */
const app = useTestApp();

async function idOf(username: string): Promise<string> {
  const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [username]);
  return row!.id;
}

const bigAudience = { twitchFollowers: 10_000_000 };

/** A live quest asking for more Twitch followers than any test channel has, in Japan when asked (the test channel is not), and a creator approved for Quests. */
async function questWorld(japan = false) {
  const company = await signedInCompanyUser(app);
  const questId = await aFilledQuest(app, company.client, 'VIP quest');
  await sql(
    app.databaseUrl,
    `update quest set requirements = jsonb_set(jsonb_set(requirements::jsonb, '{audience,twitchFollowers}', '10000000'), '{location}', ?::jsonb) where id = ?`,
    [JSON.stringify({ countries: japan ? ['JP'] : [], continents: [] }), questId],
  );
  await publishQuest(app, company.client, questId);
  const creator = await signedInCreator(app);
  const creatorId = await approveCreatorForQuests(app, creator.username);
  return { company, questId, creator, creatorId };
}

describe('VIP access on a Quest', () => {
  it('lets the creator past the audience, shows it on the quest page and the participants table, and keeps location unless waived', async () => {
    const w = await questWorld(true);
    const page = () => w.creator.client.op(CREATOR_QUEST, { id: w.questId });
    expect((await page()).data!.quest).toMatchObject({ eligible: false, vipAccess: null });

    const grant = (waivesLocationAndLanguage: boolean) =>
      w.company.client.op(GRANT_VIP_ACCESS, {
        input: { activationType: 'QUEST', activationId: w.questId, creatorId: w.creatorId, waivesLocationAndLanguage },
      });
    expect((await grant(false)).errors).toEqual([]);
    const notWaived = (await page()).data!.quest;
    expect(notWaived).toMatchObject({ eligible: false, vipAccess: { waivesLocationAndLanguage: false } });
    expect(notWaived.requirementGroups.find((g) => g.group === 'audience')?.status).toBe('PASSED');
    expect(notWaived.requirementGroups.find((g) => g.group === 'location')?.status).toBe('NOT_MET');

    expect((await grant(true)).errors).toEqual([]);
    expect((await page()).data!.quest).toMatchObject({ eligible: true, vipAccess: { waivesLocationAndLanguage: true } });
    const offered = await w.creator.client.op(SUBMIT_QUEST_OFFER, anOffer(w.questId));
    expect(offered.errors).toEqual([]);
    const offers = await w.company.client.op(QUEST_PARTICIPANTS, { questId: w.questId, tab: 'offers' });
    expect(offers.data!.questParticipants.edges[0]?.node.vipAccess).toEqual({ waivesLocationAndLanguage: true });

    const revoke = { activationType: 'QUEST' as const, activationId: w.questId, creatorId: w.creatorId };
    expect((await w.company.client.op(REVOKE_VIP_ACCESS, revoke)).data!.revokeVipAccess).toBe(true);
    expect((await page()).data!.quest).toMatchObject({ eligible: false, vipAccess: null });
  });
});

/** The company's Creator Program asking for a big audience, and a creator with no channel. */
async function programWorld() {
  const company = await signedInCompanyUser(app);
  const base = programValues();
  const saved = await company.client.op(SAVE_CREATOR_PROGRAM, {
    values: { ...base, questions: [], requirements: { ...base.requirements, audience: { ...base.requirements.audience, ...bigAudience } } },
  });
  expect(saved.errors).toEqual([]);
  const creator = await signedInCreator(app);
  return { company, programId: saved.data!.saveCreatorProgram.id, creator, creatorId: await idOf(creator.username) };
}

describe('VIP access on a Creator Program', () => {
  it('lets the creator apply regardless of the audience, says so to the creator, and shows it in the applicants table', async () => {
    const w = await programWorld();
    const eligibility = async () => (await w.creator.client.op(PROGRAM_ELIGIBILITY, { programId: w.programId })).data!.programEligibility;
    expect(await eligibility()).toMatchObject({ eligible: false, vipAccess: null });
    const granted = await w.company.client.op(GRANT_VIP_ACCESS, {
      input: { activationType: 'CREATOR_PROGRAM', activationId: w.programId, creatorId: w.creatorId },
    });
    expect(granted.data!.grantVipAccess).toMatchObject({ waivesLocationAndLanguage: false });
    expect(await eligibility()).toMatchObject({ eligible: true, vipAccess: { waivesLocationAndLanguage: false } });
    const applied = await w.creator.client.op(APPLY_TO_PROGRAM, { programId: w.programId, answers: [], acceptCodeOfConduct: true });
    expect(applied.errors).toEqual([]);
    const applicants = await w.company.client.op(PROGRAM_APPLICATIONS, { programId: w.programId, tab: 'applicants' });
    expect(applicants.data!.programApplications.edges[0]?.node.vipAccess).toEqual({ waivesLocationAndLanguage: false });
  });
});

describe('VIP access on a Mission', () => {
  it("lets a creator who is no program member join with the mission's VIP access", async () => {
    const w = await programWorld();
    const created = await w.company.client.op(CREATE_MISSION, { values: missionValues() });
    const missionId = created.data!.createMission.id;
    await sql(app.databaseUrl, `update mission set publish_state = 'published', start_date = now() - interval '1 minute' where id = ?`, [
      missionId,
    ]);
    expect((await w.creator.client.op(JOIN_MISSION, { missionId })).errors[0]?.extensions).toMatchObject({ code: 'MISSION.MEMBERS_ONLY' });
    const granted = await w.company.client.op(GRANT_VIP_ACCESS, {
      input: { activationType: 'MISSION', activationId: missionId, creatorId: w.creatorId },
    });
    expect(granted.errors).toEqual([]);
    const joined = await w.creator.client.op(JOIN_MISSION, { missionId });
    expect(joined.errors).toEqual([]);
  });

  it("tells the creator on the mission page, with the waiver, and marks them VIP in the company's participants tables", async () => {
    const w = await programWorld();
    const missionId = (await w.company.client.op(CREATE_MISSION, { values: missionValues() })).data!.createMission.id;
    await sql(app.databaseUrl, `update mission set publish_state = 'published', start_date = now() - interval '1 minute' where id = ?`, [
      missionId,
    ]);
    await w.company.client.op(GRANT_VIP_ACCESS, {
      input: { activationType: 'MISSION', activationId: missionId, creatorId: w.creatorId, waivesLocationAndLanguage: true },
    });
    const page = await w.creator.client.op(CREATOR_MISSION, { id: missionId });
    expect(page.data!.mission.vipAccess).toEqual({ waivesLocationAndLanguage: true });
    expect((await w.creator.client.op(JOIN_MISSION, { missionId })).errors).toEqual([]);

    const participants = await w.company.client.op(MISSION_RUNS, { missionId, tab: 'ongoing' });
    expect(participants.data!.missionRuns.edges.map((e) => e.node.vipAccess)).toEqual([{ waivesLocationAndLanguage: true }]);
    const managed = await w.company.client.op(COMPANY_MISSION_RUNS, { tab: 'ongoing' });
    expect(managed.data!.companyMissionRuns.edges.map((e) => e.node.vipAccess)).toEqual([{ waivesLocationAndLanguage: true }]);
  });

  it("shows the grant beside the creator's invitation in the company's invitations table", async () => {
    const w = await programWorld();
    const created = await w.company.client.op(CREATE_MISSION, { values: missionValues() });
    const missionId = created.data!.createMission.id;
    await sql(app.databaseUrl, 'update company set is_verified = true where id = (select company_id from mission where id = ?)', [
      missionId,
    ]);
    const invited = await w.company.client.op(INVITE_CREATORS, {
      input: { activationType: 'MISSION', activationId: missionId, inviteType: 'USERID', userIds: [w.creatorId] },
    });
    expect(invited.data?.inviteCreators.invited).toBe(1);
    await w.company.client.op(GRANT_VIP_ACCESS, {
      input: { activationType: 'MISSION', activationId: missionId, creatorId: w.creatorId, waivesLocationAndLanguage: true },
    });
    const sent = await w.company.client.op(CREATOR_INVITATIONS, { activationType: 'MISSION', activationId: missionId });
    expect(sent.data!.creatorInvitations.map((i) => i.vipAccess)).toEqual([{ waivesLocationAndLanguage: true }]);
  });
});

describe('platform VIP set by staff', () => {
  it('staff set it, list it and take it back; it counts on every company activation; a company member cannot set it', async () => {
    const staff = await signedInStaff(app);
    const w = await programWorld();
    const owner = await w.company.client.op(SET_PLATFORM_VIP, { input: { creatorId: w.creatorId } });
    expect(owner.data).toBeNull();
    expect(['FORBIDDEN', 'STAFF.ONLY']).toContain(owner.errors[0]?.extensions?.code);
    expect((await w.creator.client.op(PLATFORM_VIPS)).data).toBeNull();

    const set = await staff.client.op(SET_PLATFORM_VIP, { input: { creatorId: w.creatorId } });
    expect(set.data!.setPlatformVip).toMatchObject({ creatorId: w.creatorId, waivesLocationAndLanguage: false });
    expect((await staff.client.op(PLATFORM_VIPS)).data!.platformVips.map((v) => v.creatorId)).toContain(w.creatorId);
    const eligibility = async () => (await w.creator.client.op(PROGRAM_ELIGIBILITY, { programId: w.programId })).data!.programEligibility;
    expect(await eligibility()).toMatchObject({ eligible: true, vipAccess: { waivesLocationAndLanguage: false } });

    expect((await staff.client.op(REVOKE_PLATFORM_VIP, { creatorId: w.creatorId })).data!.revokePlatformVip).toBe(true);
    expect(await eligibility()).toMatchObject({ eligible: false, vipAccess: null });
  });

  it('refuses a user who is no creator, at the creator field', async () => {
    const staff = await signedInStaff(app);
    const answer = await staff.client.op(SET_PLATFORM_VIP, { input: { creatorId: globalThis.crypto.randomUUID() } });
    expect(answer.errors[0]?.extensions).toMatchObject({ code: 'VIP_ACCESS.CREATOR_NOT_FOUND', field: 'creatorId' });
  });
});
