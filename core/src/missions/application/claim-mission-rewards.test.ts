import { describe, expect, it } from 'vitest';
import type { MissionRunState } from '../domain/mission-run.machine.ts';
import type { MissionReward } from '../domain/mission-reward.ts';
import { aMission, aMissionRun, codeRule, customReward, merchandise, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { ClaimMissionRewards } from './claim-mission-rewards.ts';

const address = {
  firstName: 'Ada',
  lastName: 'Lind',
  streetName: 'Drottninggatan',
  streetNumber: '1',
  zipCode: '111 51',
  city: 'Stockholm',
  country: 'SE',
};

async function setup(rewards: MissionReward[], state: MissionRunState = 'claimReward', steamCodes = ['S-1', 'S-2']) {
  const deps = missionsTestDeps();
  const mission = aMission()
    .withRewards(...rewards)
    .build();
  const run = aMissionRun().of(mission).by('creator-1').inState(state).build();
  await seedMission(deps, mission, run);
  deps.codes.add('Steam', steamCodes);
  return { deps, mission, run, claim: new ClaimMissionRewards(deps) };
}

describe('ClaimMissionRewards', () => {
  it('claims merchandise (with address), a custom reward and codes, completing the run', async () => {
    const hoodie = merchandise({ numberOfItems: 3, grantedCount: 2 });
    const visit = customReward();
    const keys = codeRule({ platforms: ['Steam', 'GOG'], numberOfCodes: 2 });
    const { deps, mission, run, claim } = await setup([hoodie, visit, keys]);

    const result = await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: {
        [hoodie.id]: { action: 'claim', address },
        [visit.id]: { action: 'claim' },
        [keys.id]: { action: 'claim', platform: 'Steam' },
      },
    });

    expect(result.ok).toBe(true);
    const stored = await deps.runs.findById(run.id);
    expect(stored).toMatchObject({ state: 'completed', endedAt: MISSION_NOW });
    expect(stored?.rewardClaims).toEqual([
      { rewardId: hoodie.id, outcome: 'claimed', codes: [], platform: null, address: { ...address, province: null, email: null } },
      { rewardId: visit.id, outcome: 'claimed', codes: [], platform: null, address: null },
      { rewardId: keys.id, outcome: 'claimed', codes: ['S-1', 'S-2'], platform: 'Steam', address: null },
    ]);
    expect((await deps.missions.findById(mission.id))?.rewards[0]).toMatchObject({ grantedCount: 3 });
    expect(deps.codes.remaining('Steam')).toBe(0);
    expect(deps.events.recorded).toEqual([
      {
        companyId: mission.companyId,
        kind: 'mission.completed',
        occurredAt: MISSION_NOW,
        data: { missionId: mission.id, runId: run.id, creatorId: 'creator-1' },
      },
    ]);
  });

  it('claims the pro-rated share of the codes after a pro-rated approval, and no merchandise', async () => {
    const deps = missionsTestDeps();
    const keys = codeRule({ platforms: ['Steam'], numberOfCodes: 5 });
    const hoodie = merchandise({ numberOfItems: 3, grantedCount: 0 });
    const mission = aMission().withRewards(keys, hoodie).proRatedFrom(50).build();
    const run = aMissionRun().of(mission).by('creator-1').approvedFor(60).build();
    await seedMission(deps, mission, run);
    deps.codes.add('Steam', ['S-1', 'S-2', 'S-3', 'S-4', 'S-5']);

    const result = await new ClaimMissionRewards(deps).execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [keys.id]: { action: 'claim', platform: 'Steam' } },
    });

    expect(result.ok && result.value.rewardClaims).toEqual([
      { rewardId: keys.id, outcome: 'claimed', codes: ['S-1', 'S-2', 'S-3'], platform: 'Steam', address: null },
    ]);
    expect(deps.codes.remaining('Steam')).toBe(2);
    expect((await deps.missions.findById(mission.id))?.rewards).toEqual(mission.rewards);
  });

  it('loses skipped codes: they cannot be claimed later', async () => {
    const keys = codeRule();
    const { deps, run, claim } = await setup([keys]);

    await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: { [keys.id]: { action: 'skip' } } });
    const later = await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [keys.id]: { action: 'claim', platform: 'Steam' } },
    });

    expect(later).toMatchObject({ ok: false, error: { code: 'MISSION.REWARDS_ALREADY_CLAIMED' } });
    expect((await deps.runs.findById(run.id))?.rewardClaims).toEqual([{ rewardId: keys.id, outcome: 'skipped' }]);
    expect(deps.codes.remaining('Steam')).toBe(2);
  });

  it('needs a choice for every reward', async () => {
    const keys = codeRule();
    const { claim, run } = await setup([customReward(), keys]);

    const result = await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: {} });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.REWARD_CHOICE_REQUIRED' } });
  });

  it.each([undefined, 'PlayStation'])('refuses platform %s when the rule does not offer it', async (platform) => {
    const keys = codeRule({ platforms: ['Steam'] });
    const { claim, run } = await setup([keys]);

    const result = await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: { [keys.id]: { action: 'claim', platform } } });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.PLATFORM_NOT_OFFERED', field: `rewards.${keys.id}.platform` } });
  });

  it('is blocked when the platform is out of codes and changes nothing', async () => {
    const hoodie = merchandise({ collectAddress: false });
    const keys = codeRule({ numberOfCodes: 3 });
    const { deps, mission, run, claim } = await setup([hoodie, keys]);

    const result = await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [hoodie.id]: { action: 'claim' }, [keys.id]: { action: 'claim', platform: 'Steam' } },
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.OUT_OF_CODES' } });
    if (!result.ok) expect(result.error.message).toContain('no codes left for Steam');
    expect((await deps.runs.findById(run.id))?.state).toBe('claimReward');
    expect((await deps.missions.findById(mission.id))?.rewards[0]).toMatchObject({ grantedCount: 0 });
    expect(deps.events.recorded).toEqual([]);
    expect(deps.codes.remaining('Steam')).toBe(2);
  });

  it('hands out the last codes when exactly enough are left', async () => {
    const keys = codeRule({ numberOfCodes: 2 });
    const { deps, run, claim } = await setup([keys]);

    const result = await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [keys.id]: { action: 'claim', platform: 'Steam' } },
    });

    expect(result.ok).toBe(true);
    expect(deps.codes.remaining('Steam')).toBe(0);
  });

  it('refuses merchandise once every item is granted, but lets the creator skip it', async () => {
    const hoodie = merchandise({ numberOfItems: 1, grantedCount: 1, collectAddress: false });
    const { run, claim } = await setup([hoodie]);

    const claimed = await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: { [hoodie.id]: { action: 'claim' } } });
    const skipped = await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: { [hoodie.id]: { action: 'skip' } } });

    expect(claimed).toMatchObject({ ok: false, error: { code: 'MISSION.MERCHANDISE_OUT_OF_STOCK' } });
    expect(skipped.ok).toBe(true);
  });

  it('needs the required address fields when the address is collected', async () => {
    const hoodie = merchandise();
    const { run, claim } = await setup([hoodie]);

    const result = await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [hoodie.id]: { action: 'claim', address: { ...address, city: '' } } },
    });
    const missing = await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: { [hoodie.id]: { action: 'claim' } } });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field: `rewards.${hoodie.id}.address.city` } });
    expect(missing).toMatchObject({ ok: false, error: { field: `rewards.${hoodie.id}.address.firstName` } });
  });

  it('keeps the optional province and email, and checks the email', async () => {
    const hoodie = merchandise();
    const { deps, run, claim } = await setup([hoodie]);

    const bad = await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [hoodie.id]: { action: 'claim', address: { ...address, email: 'ada@' } } },
    });
    await claim.execute({
      runId: run.id,
      creatorId: 'creator-1',
      choices: { [hoodie.id]: { action: 'claim', address: { ...address, province: 'Uppland', email: 'ada@example.com' } } },
    });

    expect(bad).toMatchObject({ ok: false, error: { field: `rewards.${hoodie.id}.address.email` } });
    expect((await deps.runs.findById(run.id))?.rewardClaims[0]).toMatchObject({
      address: { province: 'Uppland', email: 'ada@example.com' },
    });
  });

  it('refuses claiming before the run is accepted', async () => {
    const visit = customReward();
    const { run, claim } = await setup([visit], 'review');

    const result = await claim.execute({ runId: run.id, creatorId: 'creator-1', choices: { [visit.id]: { action: 'claim' } } });

    expect(result).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'review', event: 'claim' } });
  });

  it("treats another creator's run as not found", async () => {
    const visit = customReward();
    const { run, claim } = await setup([visit]);

    expect(await claim.execute({ runId: run.id, creatorId: 'creator-2', choices: {} })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
  });
});
