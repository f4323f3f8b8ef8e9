import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import type { MissionRunState } from '../domain/mission-run.machine.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { aMission, aMissionRun, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { StartNextRepeat } from './start-next-repeat.ts';

async function setup(mission: Mission, latest: { state: MissionRunState; repeatNumber: number } | null) {
  const deps = missionsTestDeps();
  const runs = latest ? [aMissionRun().of(mission).by('creator-1').inState(latest.state).repeat(latest.repeatNumber).build()] : [];
  await seedMission(deps, mission, ...runs);
  return { deps, mission, start: new StartNextRepeat(deps) };
}

describe('StartNextRepeat', () => {
  it('starts the next numbered run after a completed one and schedules its reminder', async () => {
    const { deps, mission, start } = await setup(aMission().withRepeatCount(2).build(), { state: 'completed', repeatNumber: 1 });

    const result = await start.execute({ missionId: mission.id, creatorId: 'creator-1' });

    expect(result).toMatchObject({ ok: true, value: { state: 'active', repeatNumber: 2, joinedAt: MISSION_NOW } });
    expect(await deps.runs.findLatest(mission.id, 'creator-1')).toMatchObject({ repeatNumber: 2 });
    expect(deps.jobs.jobs).toHaveLength(1);
  });

  it('needs the rewards claimed first', async () => {
    const { mission, start } = await setup(aMission().withRepeatCount(0).build(), { state: 'claimReward', repeatNumber: 1 });

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.CLAIM_REWARDS_FIRST' },
    });
  });

  it.each(['active', 'review'] as const)('refuses while the current run is %s', async (state) => {
    const { mission, start } = await setup(aMission().withRepeatCount(0).build(), { state, repeatNumber: 1 });

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_IN_PROGRESS' },
    });
  });

  it.each(['declined', 'canceled', 'expired'] as const)('refuses after a %s run', async (state) => {
    const { mission, start } = await setup(aMission().withRepeatCount(0).build(), { state, repeatNumber: 1 });

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_ENDED' },
    });
  });

  it('allows a mission with repeat count 1 only once', async () => {
    const { mission, start } = await setup(aMission().withRepeatCount(1).build(), { state: 'completed', repeatNumber: 1 });

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NO_REPEATS_LEFT' },
    });
  });

  it('allows a third run of 3 after two completed, but no fourth', async () => {
    const third = await setup(aMission().withRepeatCount(3).build(), { state: 'completed', repeatNumber: 2 });
    const fourth = await setup(aMission().withRepeatCount(3).build(), { state: 'completed', repeatNumber: 3 });

    expect(await third.start.execute({ missionId: third.mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: true,
      value: { repeatNumber: 3 },
    });
    expect(await fourth.start.execute({ missionId: fourth.mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NO_REPEATS_LEFT' },
    });
  });

  it('repeats without limit when the repeat count is 0', async () => {
    const { mission, start } = await setup(aMission().withRepeatCount(0).build(), { state: 'completed', repeatNumber: 50 });

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({ ok: true, value: { repeatNumber: 51 } });
  });

  it('refuses once the mission has ended', async () => {
    const mission = aMission()
      .withRepeatCount(0)
      .withDates(addMs(MISSION_NOW, -10 * DAY_MS), MISSION_NOW)
      .build();
    const { start } = await setup(mission, { state: 'completed', repeatNumber: 1 });

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOT_OPEN' },
    });
  });

  it('refuses a creator who never joined and an unknown mission', async () => {
    const { mission, start } = await setup(aMission().build(), null);

    expect(await start.execute({ missionId: mission.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
    expect(await start.execute({ missionId: 'nope', creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOT_FOUND' },
    });
  });
});
