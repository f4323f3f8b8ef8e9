import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { aMission, aMissionRun, MISSION_NOW, PROGRAM_ID } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { CancelRunsOfFormerMember } from './cancel-runs-of-former-member.ts';
import { ExpireMissionRuns } from './expire-mission-runs.ts';
import { MISSION_REMINDER_JOB } from './mission-reminder.ts';

const end = addMs(MISSION_NOW, 10 * DAY_MS);

async function setup() {
  const deps = missionsTestDeps();
  const mission = aMission().withDates(addMs(MISSION_NOW, -DAY_MS), end).build();
  const run = (creatorId: string, state: 'active' | 'review' | 'claimReward' | 'completed') =>
    aMissionRun().of(mission).by(creatorId).inState(state).build();
  const runs = { active: run('c-active', 'active'), review: run('c-review', 'review'), claim: run('c-claim', 'claimReward') };
  await seedMission(deps, mission, ...Object.values(runs));
  await deps.jobs.schedule({ name: MISSION_REMINDER_JOB, payload: {}, runAt: MISSION_NOW, singletonKey: runs.active.id });
  return { deps, mission, runs };
}

describe('ExpireMissionRuns (the mission ended)', () => {
  it('expires the Not finished runs once the end date has passed, keeping review and claimable ones, and drops their reminders', async () => {
    const { deps, mission, runs } = await setup();
    deps.clock.set(end);

    expect(await new ExpireMissionRuns(deps).execute({ missionId: mission.id })).toEqual({ expired: 1 });

    expect(await deps.runs.findById(runs.active.id)).toMatchObject({ state: 'expired', endedAt: end });
    expect((await deps.runs.findById(runs.review.id))?.state).toBe('review');
    expect((await deps.runs.findById(runs.claim.id))?.state).toBe('claimReward');
    expect(deps.jobs.jobs).toEqual([]);
    expect(await new ExpireMissionRuns(deps).execute({ missionId: mission.id })).toEqual({ expired: 0 });
  });

  it('does nothing before the end date (the end was moved later after the job was queued)', async () => {
    const { deps, mission, runs } = await setup();
    deps.clock.set(addMs(end, -1));

    expect(await new ExpireMissionRuns(deps).execute({ missionId: mission.id })).toEqual({ expired: 0 });
    expect((await deps.runs.findById(runs.active.id))?.state).toBe('active');
  });
});

describe('CancelRunsOfFormerMember (the program membership ended)', () => {
  it("cancels the creator's unfinished runs of the program's missions and leaves earned rewards claimable", async () => {
    const { deps, runs } = await setup();

    for (const creatorId of ['c-active', 'c-review', 'c-claim']) {
      await new CancelRunsOfFormerMember(deps).execute({ programId: PROGRAM_ID, creatorId });
    }

    expect((await deps.runs.findById(runs.active.id))?.state).toBe('canceled');
    expect((await deps.runs.findById(runs.review.id))?.state).toBe('canceled');
    expect((await deps.runs.findById(runs.claim.id))?.state).toBe('claimReward');
  });

  it("leaves runs of another program's missions alone", async () => {
    const { deps, runs } = await setup();

    expect(await new CancelRunsOfFormerMember(deps).execute({ programId: 'program-2', creatorId: 'c-active' })).toEqual({ canceled: 0 });
    expect((await deps.runs.findById(runs.active.id))?.state).toBe('active');
  });
});
