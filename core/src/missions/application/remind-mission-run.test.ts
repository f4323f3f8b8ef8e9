import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { aMission, aMissionRun, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { RemindMissionRun } from './remind-mission-run.ts';

describe('RemindMissionRun', () => {
  it('mails a creator whose run is Not finished once, however often the job comes', async () => {
    const deps = missionsTestDeps();
    const mission = aMission()
      .withDates(addMs(MISSION_NOW, -DAY_MS), addMs(MISSION_NOW, 5 * DAY_MS))
      .build();
    const run = aMissionRun().of(mission).by('creator-1').build();
    await seedMission(deps, mission, run);

    expect(await new RemindMissionRun(deps).execute({ runId: run.id })).toBe('sent');
    expect(await new RemindMissionRun(deps).execute({ runId: run.id })).toBe('nothingToDo');

    expect(deps.mailer.sent).toHaveLength(1);
    expect(deps.mailer.sent[0]).toMatchObject({ to: 'creator-1@example.com', subject: `${mission.name} ends in 5 days` });
    expect((await deps.runs.findById(run.id))?.remindedAt).toEqual(MISSION_NOW);
  });

  it('stays quiet for a run that was submitted or ended', async () => {
    const deps = missionsTestDeps();
    const mission = aMission().build();
    const run = aMissionRun().of(mission).by('creator-1').inState('review').build();
    await seedMission(deps, mission, run);

    expect(await new RemindMissionRun(deps).execute({ runId: run.id })).toBe('nothingToDo');
    expect(deps.mailer.sent).toEqual([]);
  });
});
