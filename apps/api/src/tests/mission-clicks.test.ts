import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT, acceptedMember, companyWithProgram, liveMission } from '../testing/programs-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  ADD_CODE_ITEM,
  ADD_CODES,
  CLAIM_MISSION_REWARDS,
  CREATOR_MISSION,
  JOIN_MISSION,
  REVIEW_MISSION_RUNS,
  SUBMIT_MISSION_CONTENT,
} from './operations.ts';

const app = useTestApp();

describe('Pro-rated mission rewards', () => {
  it('pays a share of the codes for a share of the target: declared with the mission, shown to members, applied at review', async () => {
    const company = await companyWithProgram(app);
    const item = await company.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Pixel Forge', game: 'Pixel Forge' } });
    const itemId = item.data!.addCodeManagerItem.id;
    await company.client.op(ADD_CODES, { itemId, platform: 'Steam', codes: 'PR-1\nPR-2\nPR-3\nPR-4' });
    const missionId = await liveMission(app, company, {
      automaticReview: false,
      proRatedFromPercent: 50,
      criteria: [
        { operator: 'AND', criteria: [{ metricType: 'CLICKS', amount: 4, url: 'https://store.example.com/pf', callToAction: 'Wishlist' }] },
      ],
      rewards: [{ kind: 'codes', itemId, platforms: ['Steam'], numberOfCodes: 4 }],
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
      choices: [{ rewardId, action: 'claim', platform: 'Steam' }],
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
