import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { BROWSER_USER_AGENT, acceptedMember, companyWithProgram, liveMission } from '../testing/programs-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  ADD_CODE_ITEM,
  ADD_CODES,
  CLAIM_MISSION_REWARDS,
  COMPANY_MISSION,
  CREATE_MISSION,
  CREATOR_MISSION,
  HELD_MISSIONS,
  JOIN_MISSION,
  MISSION_FEED,
  MISSION_RUNS,
  COMPANY_MISSION_RUNS,
  PUBLISH_MISSION,
  REVIEW_HELD_ACTIVATION,
  UPDATE_MISSION,
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

  it("shows a program's live mission and its rewards to a signed-out visitor, never a draft", async () => {
    const company = await companyWithProgram(app);
    const missionId = await liveMission(app, company, { name: 'Stream the launch' });
    const draft = await company.client.op(CREATE_MISSION, { values: missionValues({ name: 'Secret draft' }) });
    expect(draft.errors).toEqual([]);
    const document =
      'query PublicMissions($id: ID!) { publicProgramMissions(programId: $id) { id name rewards { kind name numberOfItems numberOfCodes } } }';
    type Answer = { publicProgramMissions: { id: string; name: string; rewards: { kind: string }[] }[] };

    const seen = await app.client().gql<Answer>('PublicMissions', document, { id: company.program.id });

    expect(seen.errors ?? []).toEqual([]);
    expect(seen.data?.publicProgramMissions.map((m) => [m.id, m.name])).toEqual([[missionId, 'Stream the launch']]);
    expect(seen.data?.publicProgramMissions[0]?.rewards.length).toBeGreaterThan(0);
    // An id that names no program lists nothing, as a bad one does.
    for (const id of [globalThis.crypto.randomUUID(), 'not-a-uuid']) {
      expect((await app.client().gql<Answer>('PublicMissions', document, { id })).data?.publicProgramMissions).toEqual([]);
    }
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
    await company.client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'PF-1\nPF-2\nPF-3' });
    const missionId = await liveMission(app, company, {
      repeatCount: 0,
      rewards: [{ kind: 'codes', itemId, platforms: ['STEAM'], numberOfCodes: 2 }],
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
      choices: [{ rewardId, action: 'claim', platform: 'STEAM' }],
    });
    const [claim] = claimed.data!.claimMissionRewards.rewardClaims;
    expect(claim).toMatchObject({ rewardId, outcome: 'claimed', platform: 'Steam' });
    // Codes pasted together share their added time, so which two of the three is not fixed.
    expect(new Set(claim!.codes).size).toBe(2);
    expect(claim!.codes.every((code) => ['PF-1', 'PF-2', 'PF-3'].includes(code))).toBe(true);
    const again = await member.client.op(CLAIM_MISSION_REWARDS, {
      runId: run.id,
      choices: [{ rewardId, action: 'claim', platform: 'STEAM' }],
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
      choices: [{ rewardId, action: 'claim', platform: 'STEAM' }],
    });
    expect(short.errors[0]?.extensions).toMatchObject({ code: 'MISSION.OUT_OF_CODES', field: `rewards.${rewardId}.platform` });
    const skipped = await other.client.op(CLAIM_MISSION_REWARDS, { runId: otherRun.id, choices: [{ rewardId, action: 'skip' }] });
    expect(skipped.data?.claimMissionRewards).toMatchObject({ state: 'completed', rewardClaims: [{ outcome: 'skipped', codes: [] }] });
    const late = await other.client.op(CLAIM_MISSION_REWARDS, {
      runId: otherRun.id,
      choices: [{ rewardId, action: 'claim', platform: 'STEAM' }],
    });
    expect(late.errors[0]?.extensions?.code).toBe('MISSION.REWARDS_ALREADY_CLAIMED');
  });
});

describe('Missions held for account review', () => {
  it("holds an unreviewed company's first mission until staff approve it; refusing needs a reason; only staff decide", async () => {
    const company = await companyWithProgram(app);
    await sql(app.databaseUrl, 'update company set is_verified = false where name = ?', [company.input.companyName]);
    const created = await company.client.op(CREATE_MISSION, { values: missionValues() });
    const missionId = created.data!.createMission.id;
    expect((await company.client.op(PUBLISH_MISSION, { id: missionId })).data?.publishMission).toEqual({
      status: 'waitingForReview',
      heldForReview: true,
    });
    // Staff judge what was held: the setup cannot change underneath them, as for Key campaigns and Quests.
    const edit = await company.client.op(UPDATE_MISSION, { id: missionId, values: missionValues({ name: 'Changed while held' }) });
    expect(edit.errors[0]?.extensions?.code).toBe('MISSIONS.LOCKED_WHILE_HELD');
    const staff = await signedInStaff(app);

    const held = (await staff.client.op(HELD_MISSIONS, {})).data!.heldMissions.find((h) => h.mission.id === missionId);
    expect(held).toMatchObject({ companyName: company.input.companyName, mission: { status: 'waitingForReview', published: false } });
    expect((await company.client.op(HELD_MISSIONS, {})).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await company.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'approve' })).errors[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await staff.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'refuse', reason: ' ' })).errors[0]).toMatchObject({
      extensions: { code: 'PUBLISHING.REASON_REQUIRED', field: 'reason' },
    });

    const refused = await staff.client.op(REVIEW_HELD_ACTIVATION, {
      id: missionId,
      decision: 'refuse',
      reason: 'Say how the reward is delivered.',
    });
    expect(refused.data?.reviewHeldActivation.status).toBe('unpublished');
    expect((await company.client.op(COMPANY_MISSION, { id: missionId })).data?.companyMission).toMatchObject({
      reviewNote: 'Say how the reward is delivered.',
      published: false,
    });
    expect((await company.client.op(PUBLISH_MISSION, { id: missionId })).data?.publishMission.heldForReview).toBe(true);

    const approved = await staff.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'approve' });
    expect(approved.data?.reviewHeldActivation.status).toBe('upcoming');
    expect((await company.client.op(COMPANY_MISSION, { id: missionId })).data?.companyMission).toMatchObject({
      published: true,
      reviewNote: null,
    });
    expect((await staff.client.op(HELD_MISSIONS, {})).data!.heldMissions.some((h) => h.mission.id === missionId)).toBe(false);
    expect((await staff.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'approve' })).errors[0]?.extensions?.code).toBe(
      'PUBLISHING.NOT_HELD',
    );
  });
});

describe('Mission content from the feed', () => {
  it("offers the member's own streams and videos of the run's period, takes one picked, and shows its title to the company", async () => {
    const company = await companyWithProgram(app);
    const missionId = await liveMission(app, company, {
      automaticReview: false,
      criteria: [{ operator: 'AND', criteria: [{ metricType: 'STREAM_CONTENT_AIR_TIME', amount: 60 }] }],
    });
    const member = await acceptedMember(app, company);
    const run = (await member.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    const [post] = await sql<{ id: string }>(
      app.databaseUrl,
      `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
       select gen_random_uuid(), id, 'twitch', gen_random_uuid()::text, 'STREAM', 'Pixel Forge first look', null, 3600, 50, 0, 0, 0, true, now()
       from user_account where username = ? returning id`,
      [member.username],
    );
    const feed = await member.client.op(MISSION_FEED, { runId: run.id });
    expect(feed.data?.missionFeed.map((p) => [p.id, p.type, p.title])).toEqual([[post!.id, 'STREAM', 'Pixel Forge first look']]);

    const submitted = await member.client.op(SUBMIT_MISSION_CONTENT, {
      runId: run.id,
      items: [{ kind: 'feed', postId: post!.id, postType: 'STREAM' }],
    });
    expect(submitted.data?.submitMissionContent.state).toBe('review');
    const review = await company.client.op(MISSION_RUNS, { missionId, tab: 'review' });
    expect(review.data?.missionRuns.edges[0]?.node.submission).toMatchObject([
      { kind: 'feed', postId: post!.id, postType: 'STREAM', postTitle: 'Pixel Forge first look' },
    ]);
    // Another creator cannot read this run's feed.
    const outsider = await signedInCreator(app);
    expect((await outsider.client.op(MISSION_FEED, { runId: run.id })).errors[0]?.extensions?.code).toBe('MISSION.RUN_NOT_FOUND');
  });
});

describe('Pro-rated mission rewards', () => {
  it('pays a share of the codes for a share of the target: declared with the mission, shown to members, applied at review', async () => {
    const company = await companyWithProgram(app);
    const item = await company.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Pixel Forge', game: 'Pixel Forge' } });
    const itemId = item.data!.addCodeManagerItem.id;
    await company.client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'PR-1\nPR-2\nPR-3\nPR-4' });
    const missionId = await liveMission(app, company, {
      automaticReview: false,
      proRatedFromPercent: 50,
      criteria: [
        { operator: 'AND', criteria: [{ metricType: 'CLICKS', amount: 4, url: 'https://store.example.com/pf', callToAction: 'Wishlist' }] },
      ],
      rewards: [{ kind: 'codes', itemId, platforms: ['STEAM'], numberOfCodes: 4 }],
    });
    const member = await acceptedMember(app, company);
    const view = async () => (await member.client.op(CREATOR_MISSION, { id: missionId })).data!.mission;
    expect((await view()).mission.proRatedFromPercent).toBe(50);

    const run = (await member.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    for (let i = 0; i < 3; i += 1) {
      await fetch(`${app.url}${run.trackedLinks[0]!.path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_USER_AGENT } });
    }
    await member.client.op(SUBMIT_MISSION_CONTENT, { runId: run.id, items: [{ kind: 'url', url: 'https://videos.example.com/pr' }] });

    // 3 of 4 clicks: 75% of the target, above the 50% the mission pays from, so no confirmation is asked.
    const accepted = await company.client.op(REVIEW_MISSION_RUNS, { runIds: [run.id], decision: 'accept' });
    expect(accepted.errors).toEqual([]);
    expect(accepted.data?.reviewMissionRuns[0]?.review).toMatchObject({ outcome: 'accepted', criteriaMet: false, sharePercent: 75 });
    const rewardId = (await view()).mission.rewards[0]!.id;
    expect((await view()).run?.claimableRewards).toEqual([{ id: rewardId, numberOfCodes: 3 }]);

    const claimed = await member.client.op(CLAIM_MISSION_REWARDS, {
      runId: run.id,
      choices: [{ rewardId, action: 'claim', platform: 'STEAM' }],
    });
    expect(claimed.errors).toEqual([]);
    expect(claimed.data!.claimMissionRewards.rewardClaims[0]?.codes).toHaveLength(3);
  });
});

describe('Click tracking for CLICKS criteria', () => {
  it("counts people's clicks on a creator's link (not bots'), redirects, and the automatic review approves on reaching the amount", async () => {
    const company = await companyWithProgram(app);
    const missionId = await liveMission(app, company, {
      criteria: [
        { operator: 'AND', criteria: [{ metricType: 'CLICKS', amount: 2, url: 'https://store.example.com/pf', callToAction: 'Wishlist' }] },
      ],
    });
    const member = await acceptedMember(app, company);
    const run = (await member.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    const [link] = run.trackedLinks;
    expect(link?.callToAction).toBe('Wishlist');
    const follow = (userAgent: string) => fetch(`${app.url}${link!.path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });

    const first = await follow(BROWSER_USER_AGENT);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://store.example.com/pf');
    expect((await follow('Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(302);
    const progress = async () => (await member.client.op(CREATOR_MISSION, { id: missionId })).data!.mission.progress;
    expect((await progress())?.criteria[0]).toMatchObject({ value: 1, amount: 2, met: false });
    await follow(BROWSER_USER_AGENT);
    expect((await progress())?.criteria[0]).toMatchObject({ value: 2, met: true });

    const submitted = await member.client.op(SUBMIT_MISSION_CONTENT, {
      runId: run.id,
      items: [{ kind: 'url', url: 'https://videos.example.com/pf' }],
    });
    expect(submitted.data?.submitMissionContent).toMatchObject({ state: 'claimReward', review: { by: 'SYSTEM' } });
    expect((await fetch(`${app.url}/api/go/mission/${run.id}/not-a-criterion`, { redirect: 'manual' })).status).toBe(404);
  });
});
