import { describe, expect, it } from 'vitest';
import { aMission, COMPANY_ID, custom, merchandise } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { MISSION_ENDED_JOB } from './mission-fields.ts';
import { UpdateMission, type UpdateMissionInput } from './update-mission.ts';

const fields = {
  name: 'Renamed',
  description: 'New text',
  kit: 'Assets at https://example.com/kit',
  gameIds: ['game-2'],
  startDate: '2025-04-01T10:00:00.000Z',
  endDate: null,
  automaticReview: true,
  repeatCount: 3,
};

describe('UpdateMission', () => {
  it('saves the wizard whole, keeping ids (and granted counts) of criteria and rewards left in place', async () => {
    const deps = missionsTestDeps();
    const clip = custom('url', 'criterion-clip');
    const hoodie = merchandise({ id: 'reward-hoodie', grantedCount: 2 });
    const mission = aMission()
      .withCriteria({ operator: 'OR', criteria: [clip] })
      .withRewards(hoodie)
      .build();
    await seedMission(deps, mission);
    await deps.jobs.schedule({ name: MISSION_ENDED_JOB, payload: {}, runAt: new Date(), singletonKey: mission.id });
    const input: UpdateMissionInput = {
      ...fields,
      missionId: mission.id,
      companyId: COMPANY_ID,
      criteria: [
        {
          operator: 'OR',
          criteria: [
            { metricType: 'CUSTOM', amount: 2, description: 'Two clips', submissionType: 'url' },
            { metricType: 'VIDEO_VIEWS', amount: 500 },
          ],
        },
      ],
      rewards: [
        { kind: 'merchandise', name: 'Hoodie v2', imageUrl: 'https://cdn.example.com/h2.png', numberOfItems: 9, collectAddress: true },
      ],
    };

    const result = await new UpdateMission(deps).execute(input);

    expect(result.ok).toBe(true);
    const stored = await deps.missions.findById(mission.id);
    expect(stored).toMatchObject({ name: 'Renamed', kit: 'Assets at https://example.com/kit', repeatCount: 3, endDate: null });
    expect(stored?.criteria[0]?.criteria[0]).toMatchObject({ id: 'criterion-clip', amount: 2 });
    expect(stored?.criteria[0]?.criteria[1]?.id).not.toBe('criterion-clip');
    expect(stored?.rewards[0]).toMatchObject({ id: 'reward-hoodie', name: 'Hoodie v2', grantedCount: 2 });
    // No end date: nothing will expire the runs, so the end job goes.
    expect(deps.jobs.jobs).toEqual([]);
  });

  it("answers not found for another company's mission", async () => {
    const deps = missionsTestDeps();
    const mission = aMission().build();
    await seedMission(deps, mission);

    const result = await new UpdateMission(deps).execute({
      ...fields,
      missionId: mission.id,
      companyId: 'company-2',
      criteria: [],
      rewards: [],
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.NOT_FOUND' } });
    expect(await deps.missions.findById(mission.id)).toEqual(mission);
  });

  it('refuses a change while the mission is held for review, as Key campaigns and Quests do', async () => {
    const deps = missionsTestDeps();
    const mission = aMission().heldForReview().build();
    await seedMission(deps, mission);

    const result = await new UpdateMission(deps).execute({
      ...fields,
      missionId: mission.id,
      companyId: COMPANY_ID,
      criteria: [],
      rewards: [],
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSIONS.LOCKED_WHILE_HELD' } });
    expect(await deps.missions.findById(mission.id)).toEqual(mission);
  });
});
