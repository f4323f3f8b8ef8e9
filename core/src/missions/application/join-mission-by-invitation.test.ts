import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { aMission, aMissionRun, MISSION_NOW, PROGRAM_ID } from '../testing/builders.ts';
import { InMemoryProgramAdmission } from '../testing/in-memory-program-admission.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { JoinMissionByInvitation } from './join-mission-by-invitation.ts';

async function setup(
  mission = aMission()
    .withDates(addMs(MISSION_NOW, -DAY_MS), addMs(MISSION_NOW, 20 * DAY_MS))
    .build(),
) {
  const deps = missionsTestDeps();
  await seedMission(deps, mission);
  const admission = new InMemoryProgramAdmission(deps.programs);
  return { deps, mission, admission, join: new JoinMissionByInvitation({ ...deps, admission }) };
}

describe('JoinMissionByInvitation', () => {
  it("makes an invited outsider a member of the Mission's program and starts their run", async () => {
    const { deps, mission, admission, join } = await setup();

    const result = await join.execute({ missionId: mission.id, creatorId: 'invitee' });

    expect(admission.admitted).toEqual([{ programId: PROGRAM_ID, creatorId: 'invitee' }]);
    expect(await deps.programs.isAcceptedMember(PROGRAM_ID, 'invitee')).toBe(true);
    expect(result).toMatchObject({ ok: true, value: { missionId: mission.id, creatorId: 'invitee', state: 'active' } });
    expect(await deps.runs.findLatest(mission.id, 'invitee')).toMatchObject({ state: 'active' });
  });

  it('joins a member or a VIP without touching the program', async () => {
    const { deps, mission, admission, join } = await setup();
    deps.vip.grant(mission.id, mission.companyId, 'vip-creator');

    for (const creatorId of ['creator-1', 'vip-creator']) {
      expect((await join.execute({ missionId: mission.id, creatorId })).ok).toBe(true);
      expect(await deps.runs.findLatest(mission.id, creatorId)).not.toBeNull();
    }
    expect(admission.admitted).toEqual([]);
  });

  it("passes the program's refusal on and starts nothing", async () => {
    const { deps, mission, admission, join } = await setup();
    admission.refuse('invitee');

    expect(await join.execute({ missionId: mission.id, creatorId: 'invitee' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.REQUIREMENTS_NOT_MET' },
    });
    expect(await deps.runs.findLatest(mission.id, 'invitee')).toBeNull();
  });

  it('admits to an upcoming Mission without a run, and leaves an existing run as it is', async () => {
    const upcoming = await setup(aMission().withDates(addMs(MISSION_NOW, DAY_MS), null).build());
    expect(await upcoming.join.execute({ missionId: upcoming.mission.id, creatorId: 'invitee' })).toEqual({ ok: true, value: null });
    expect(await upcoming.deps.programs.isAcceptedMember(PROGRAM_ID, 'invitee')).toBe(true);

    const { deps, mission, join } = await setup();
    const run = aMissionRun().of(mission).by('creator-1').build();
    await deps.runs.save(run);
    expect(await join.execute({ missionId: mission.id, creatorId: 'creator-1' })).toEqual({ ok: true, value: null });
  });
});
