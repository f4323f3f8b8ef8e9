import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { acceptedMember, companyWithProgram, liveMission } from '../testing/programs-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  ADD_CODE_ITEM,
  ADD_CODES,
  CLAIM_MISSION_REWARDS,
  COMPANY_MISSION,
  CREATE_MISSION,
  CREATOR_MISSION,
  JOIN_MISSION,
  MISSION_RUNS,
  COMPANY_MISSION_RUNS,
  PUBLISH_MISSION,
  REVIEW_MISSION_RUNS,
  REVIEW_PROGRAM_APPLICATIONS,
  SUBMIT_MISSION_CONTENT,
  missionValues,
} from './operations.ts';

const app = useTestApp();

describe('Missions over GraphQL', () => {
  it('publishes only after the checks, and refuses a company without a program', async () => {
    const lonely = await signedInCompanyUser(app);
    const none = await lonely.client.op(CREATE_MISSION, { values: missionValues() });
    expect(none.errors[0]?.extensions?.code).toBe('MISSION.CREATOR_PROGRAM_REQUIRED');

    const company = await companyWithProgram(app);
    const created = await company.client.op(CREATE_MISSION, { values: missionValues({ gameIds: [] }) });
    const missionId = created.data!.createMission.id;
    const checks = await company.client.op(COMPANY_MISSION, { id: missionId });
    expect(checks.data?.companyMission.publishChecks.map((c) => c.id)).toEqual(['mission.game']);
    const refused = await company.client.op(PUBLISH_MISSION, { id: missionId });
    expect(refused.errors[0]?.extensions?.code).toBe('PUBLISHING.CHECKS_FAILED');
  });

  it('a member joins, submits a custom URL, is approved automatically and claims the reward; outsiders cannot join', async () => {
    const company = await companyWithProgram(app);
    const missionId = await liveMission(app, company);
    const outsider = await signedInCreator(app);
    expect((await outsider.client.op(JOIN_MISSION, { missionId })).errors[0]?.extensions?.code).toBe('MISSION.MEMBERS_ONLY');

    const member = await acceptedMember(app, company);
    // Deals' public missions: the member's program's live mission until they join it, never the outsider's.
    const openMissions = 'query OpenMissions { myOpenMissions { id } }';
    const openTo = async (who: typeof member) =>
      (await who.client.gql<{ myOpenMissions: { id: string }[] }>('OpenMissions', openMissions)).data?.myOpenMissions.map((m) => m.id);
    expect(await openTo(member)).toEqual([missionId]);
    expect(await openTo(outsider)).toEqual([]);
    const joined = await member.client.op(JOIN_MISSION, { missionId });
    expect(joined.errors).toEqual([]);
    expect(await openTo(member)).toEqual([]);
    const run = joined.data!.joinMission;
    expect(run).toMatchObject({ state: 'active', creatorLabel: 'Not finished', companyLabel: 'Active' });
    const view = await member.client.op(CREATOR_MISSION, { id: missionId });
    const criterionId = view.data!.mission.mission.criteria[0]!.criteria[0]!.id;
    const submitted = await member.client.op(SUBMIT_MISSION_CONTENT, {
      runId: run.id,
      items: [{ kind: 'url', url: 'https://clips.example.com/1', criterionId }],
    });
    expect(submitted.data?.submitMissionContent).toMatchObject({ state: 'claimReward', review: { by: 'SYSTEM', outcome: 'accepted' } });
    const rewardId = view.data!.mission.mission.rewards[0]!.id;
    const claimed = await member.client.op(CLAIM_MISSION_REWARDS, { runId: run.id, choices: [{ rewardId, action: 'claim' }] });
    expect(claimed.errors).toEqual([]);
    expect(claimed.data?.claimMissionRewards).toMatchObject({ state: 'completed', creatorLabel: 'Completed' });
    const completed = await company.client.op(MISSION_RUNS, { missionId, tab: 'completed' });
    expect(completed.data?.missionRuns.edges.map((e) => e.node.companyLabel)).toEqual(['Completed']);
  });

  it('the company rejects only with a message, and removing a member cancels their unfinished run', async () => {
    const company = await companyWithProgram(app);
    const missionId = await liveMission(app, company, {
      automaticReview: false,
      criteria: [{ operator: 'AND', criteria: [{ metricType: 'VIDEO_VIEWS', amount: 1000 }] }],
    });
    const member = await acceptedMember(app, company);
    const run = (await member.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    await member.client.op(SUBMIT_MISSION_CONTENT, { runId: run.id, items: [{ kind: 'url', url: 'https://videos.example.com/1' }] });
    const noMessage = await company.client.op(REVIEW_MISSION_RUNS, { runIds: [run.id], decision: 'reject', message: ' ' });
    expect(noMessage.errors[0]?.extensions).toMatchObject({ code: 'MISSION.REJECT_MESSAGE_REQUIRED', field: 'message' });
    const unconfirmed = await company.client.op(REVIEW_MISSION_RUNS, { runIds: [run.id], decision: 'accept' });
    expect(unconfirmed.errors[0]?.extensions?.code).toBe('MISSION.CRITERIA_NOT_MET_CONFIRMATION');

    const second = await acceptedMember(app, company);
    const secondRun = (await second.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    const [membership] = await sql<{ id: string }>(
      app.databaseUrl,
      'select m.id from program_membership m join user_account u on u.id = m.creator_id where u.username = ?',
      [second.username],
    );
    await company.client.op(REVIEW_PROGRAM_APPLICATIONS, { applicationIds: [membership!.id], decision: 'remove' });
    const ended = await company.client.op(MISSION_RUNS, { missionId, tab: 'ended' });
    expect(ended.data?.missionRuns.edges.map((e) => [e.node.id, e.node.companyLabel])).toEqual([[secondRun.id, 'Canceled']]);
  });

  it('creator management lists one tab across every mission of the company, only to that company', async () => {
    const company = await companyWithProgram(app);
    const first = await liveMission(app, company, { automaticReview: false });
    const second = await liveMission(app, company, { name: 'Second mission', automaticReview: false });
    const member = await acceptedMember(app, company);
    const runA = (await member.client.op(JOIN_MISSION, { missionId: first })).data!.joinMission;
    const runB = (await member.client.op(JOIN_MISSION, { missionId: second })).data!.joinMission;

    const ongoing = await company.client.op(COMPANY_MISSION_RUNS, { tab: 'ongoing', first: 50 });
    expect(ongoing.errors).toEqual([]);
    expect(ongoing.data?.companyMissionRuns.edges.map((e) => [e.node.id, e.node.mission.id, e.node.creator.username]).sort()).toEqual(
      [
        [runA.id, first, member.username],
        [runB.id, second, member.username],
      ].sort(),
    );
    const paged = await company.client.op(COMPANY_MISSION_RUNS, { tab: 'ongoing', first: 1 });
    expect(paged.data?.companyMissionRuns.pageInfo.hasNextPage).toBe(true);
    expect((await company.client.op(COMPANY_MISSION_RUNS, { tab: 'review', first: 50 })).data?.companyMissionRuns.edges).toEqual([]);

    const other = await companyWithProgram(app);
    await liveMission(app, other);
    const theirs = await other.client.op(COMPANY_MISSION_RUNS, { tab: 'ongoing', first: 50 });
    expect(theirs.data?.companyMissionRuns.edges).toEqual([]);
    const refused = await member.client.op(COMPANY_MISSION_RUNS, { tab: 'ongoing', first: 50 });
    expect(refused.data).toBeNull();
    expect(refused.errors[0]?.extensions?.code).toBeTruthy();
  });

  it('hands out codes from the Code Manager, and a skipped code reward cannot be claimed later', async () => {
    const company = await companyWithProgram(app);
    const item = await company.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Pixel Forge', game: 'Pixel Forge' } });
    const itemId = item.data!.addCodeManagerItem.id;
    await company.client.op(ADD_CODES, { itemId, platform: 'Steam', codes: 'PF-1\nPF-2\nPF-3' });
    const missionId = await liveMission(app, company, {
      repeatCount: 0,
      rewards: [{ kind: 'codes', itemId, platforms: ['Steam'], numberOfCodes: 2 }],
    });
    const member = await acceptedMember(app, company);
    const view = async () => (await member.client.op(CREATOR_MISSION, { id: missionId })).data!.mission;
    const run = (await member.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    const criterionId = (await view()).mission.criteria[0]!.criteria[0]!.id;
    const rewardId = (await view()).mission.rewards[0]!.id;
    await member.client.op(SUBMIT_MISSION_CONTENT, {
      runId: run.id,
      items: [{ kind: 'url', url: 'https://clips.example.com/2', criterionId }],
    });

    const claimed = await member.client.op(CLAIM_MISSION_REWARDS, {
      runId: run.id,
      choices: [{ rewardId, action: 'claim', platform: 'Steam' }],
    });
    const [claim] = claimed.data!.claimMissionRewards.rewardClaims;
    expect(claim).toMatchObject({ rewardId, outcome: 'claimed', platform: 'Steam' });
    // Codes pasted together share their added time, so which two of the three is not fixed.
    expect(new Set(claim!.codes).size).toBe(2);
    expect(claim!.codes.every((code) => ['PF-1', 'PF-2', 'PF-3'].includes(code))).toBe(true);
    const again = await member.client.op(CLAIM_MISSION_REWARDS, {
      runId: run.id,
      choices: [{ rewardId, action: 'claim', platform: 'Steam' }],
    });
    expect(again.errors[0]?.extensions?.code).toBe('MISSION.REWARDS_ALREADY_CLAIMED');

    const other = await acceptedMember(app, company);
    const otherRun = (await other.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    await other.client.op(SUBMIT_MISSION_CONTENT, {
      runId: otherRun.id,
      items: [{ kind: 'url', url: 'https://clips.example.com/3', criterionId }],
    });
    const short = await other.client.op(CLAIM_MISSION_REWARDS, {
      runId: otherRun.id,
      choices: [{ rewardId, action: 'claim', platform: 'Steam' }],
    });
    expect(short.errors[0]?.extensions).toMatchObject({ code: 'MISSION.OUT_OF_CODES', field: `rewards.${rewardId}.platform` });
    const skipped = await other.client.op(CLAIM_MISSION_REWARDS, { runId: otherRun.id, choices: [{ rewardId, action: 'skip' }] });
    expect(skipped.data?.claimMissionRewards).toMatchObject({ state: 'completed', rewardClaims: [{ outcome: 'skipped', codes: [] }] });
    const late = await other.client.op(CLAIM_MISSION_REWARDS, {
      runId: otherRun.id,
      choices: [{ rewardId, action: 'claim', platform: 'Steam' }],
    });
    expect(late.errors[0]?.extensions?.code).toBe('MISSION.REWARDS_ALREADY_CLAIMED');
  });
});
