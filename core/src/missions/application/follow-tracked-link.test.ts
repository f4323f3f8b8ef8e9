import { describe, expect, it } from 'vitest';
import { aMission, aMissionRun, clicks, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { FollowTrackedLink } from './follow-tracked-link.ts';

async function setup(state: 'active' | 'review' = 'active') {
  const deps = missionsTestDeps();
  const criterion = clicks(100, 'criterion-clicks');
  const mission = aMission()
    .withCriteria({ operator: 'AND', criteria: [criterion] })
    .build();
  const run = aMissionRun().of(mission).by('creator-1').inState(state).build();
  await seedMission(deps, mission, run);
  return { deps, mission, run, follow: new FollowTrackedLink(deps) };
}

describe('FollowTrackedLink', () => {
  it("counts a person's click for the creator's run and sends them to the company's URL", async () => {
    const { deps, mission, run, follow } = await setup();

    const result = await follow.execute({ runId: run.id, criterionId: 'criterion-clicks', fromBot: false });

    expect(result).toEqual({ url: 'https://store.example.com/game', counted: true });
    expect(deps.clicks.clicks).toEqual([
      { missionId: mission.id, creatorId: 'creator-1', criterionId: 'criterion-clicks', at: MISSION_NOW },
    ]);
  });

  it('sends a bot on without counting it, and stops counting once the run was submitted', async () => {
    const { deps, run, follow } = await setup();
    expect(await follow.execute({ runId: run.id, criterionId: 'criterion-clicks', fromBot: true })).toMatchObject({ counted: false });
    const submitted = await setup('review');
    expect(await submitted.follow.execute({ runId: submitted.run.id, criterionId: 'criterion-clicks', fromBot: false })).toMatchObject({
      counted: false,
    });
    expect(deps.clicks.clicks).toEqual([]);
  });

  it('answers null for an unknown run or a criterion that is not CLICKS', async () => {
    const { run, follow } = await setup();
    expect(await follow.execute({ runId: 'nope', criterionId: 'criterion-clicks', fromBot: false })).toBeNull();
    expect(await follow.execute({ runId: run.id, criterionId: 'other', fromBot: false })).toBeNull();
  });
});
