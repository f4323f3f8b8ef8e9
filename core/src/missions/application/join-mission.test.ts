import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { aMission, aMissionRun, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { JoinMission } from './join-mission.ts';
import { MISSION_REMINDER_JOB } from './mission-reminder.ts';

const end = addMs(MISSION_NOW, 20 * DAY_MS);

async function setup(mission = aMission().withDates(addMs(MISSION_NOW, -DAY_MS), end).build()) {
  const deps = missionsTestDeps();
  await seedMission(deps, mission);
  return { deps, mission, join: new JoinMission(deps) };
}

describe('JoinMission', () => {
  it('starts the first run (Not finished) and schedules the reminder five days before the end', async () => {
    const { deps, mission, join } = await setup();

    const result = await join.execute({ missionId: mission.id, userId: 'creator-1', userType: 'Creator' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await deps.runs.findById(result.value.id)).toMatchObject({
      state: 'active',
      repeatNumber: 1,
      joinedAt: MISSION_NOW,
      creatorId: 'creator-1',
    });
    expect(deps.jobs.jobs).toEqual([
      { name: MISSION_REMINDER_JOB, payload: { runId: result.value.id }, runAt: addMs(end, -5 * DAY_MS), singletonKey: result.value.id },
    ]);
  });

  it('schedules no reminder when joining within the last five days', async () => {
    const { deps, mission, join } = await setup();
    deps.clock.set(addMs(end, -5 * DAY_MS));

    const result = await join.execute({ missionId: mission.id, userId: 'creator-1', userType: 'Creator' });

    expect(result.ok).toBe(true);
    expect(deps.jobs.jobs).toEqual([]);
  });

  it.each(['Company', 'User'] as const)('refuses a %s user', async (userType) => {
    const { mission, join } = await setup();

    expect(await join.execute({ missionId: mission.id, userId: 'u-1', userType })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.ONLY_CREATORS' },
    });
  });

  it('refuses a mission that has not started, has ended, or is unpublished', async () => {
    const future = await setup(aMission().withDates(addMs(MISSION_NOW, 1), null).build());
    const ended = await setup(aMission().withDates(addMs(MISSION_NOW, -DAY_MS), MISSION_NOW).build());
    const draft = await setup(aMission().unpublished().build());

    for (const { mission, join } of [future, ended, draft]) {
      expect(await join.execute({ missionId: mission.id, userId: 'creator-1', userType: 'Creator' })).toMatchObject({
        ok: false,
        error: { code: 'MISSION.NOT_OPEN' },
      });
    }
  });

  it('tells a creator when an upcoming mission opens, in Stockholm time', async () => {
    const { mission, join } = await setup(aMission().withDates(new Date('2026-12-01T09:00:00.000Z'), null).build());

    const refused = await join.execute({ missionId: mission.id, userId: 'creator-1', userType: 'Creator' });

    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOT_OPEN', message: 'This mission opens on 1 Dec 2026, 10:00 (Stockholm time).' },
    });
  });

  it('refuses joining twice', async () => {
    const { deps, mission, join } = await setup();
    await deps.runs.save(aMissionRun().of(mission).by('creator-1').inState('completed').build());

    expect(await join.execute({ missionId: mission.id, userId: 'creator-1', userType: 'Creator' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.ALREADY_JOINED' },
    });
  });

  it('refuses an unknown mission', async () => {
    const { join } = await setup();

    expect(await join.execute({ missionId: 'nope', userId: 'creator-1', userType: 'Creator' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOT_FOUND' },
    });
  });

  it('refuses a creator who is not an accepted member of the Creator Program', async () => {
    const { deps, mission, join } = await setup();

    const result = await join.execute({ missionId: mission.id, userId: 'outsider', userType: 'Creator' });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.MEMBERS_ONLY' } });
    expect(await deps.runs.findLatest(mission.id, 'outsider')).toBeNull();
  });

  it("lets a non-member join with VIP access from the mission's company or from staff, not from another company", async () => {
    const { deps, mission, join } = await setup();
    deps.vip.grant(mission.id, 'another-company', 'outsider');
    expect(await join.execute({ missionId: mission.id, userId: 'outsider', userType: 'Creator' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.MEMBERS_ONLY' },
    });
    deps.vip.grant(mission.id, mission.companyId, 'outsider');
    expect(await join.execute({ missionId: mission.id, userId: 'outsider', userType: 'Creator' })).toMatchObject({ ok: true });
    deps.vip.grantPlatform('staff-vip');
    expect(await join.execute({ missionId: mission.id, userId: 'staff-vip', userType: 'Creator' })).toMatchObject({ ok: true });
  });
});
