import { describe, expect, it } from 'vitest';
import type { MissionStep } from '../domain/mission.schema.ts';
import { aMission, COMPANY_ID, custom, merchandise } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { MISSION_ENDED_JOB } from './mission-fields.ts';
import { UpdateMissionStep } from './update-mission-step.ts';

const general = {
  name: 'Renamed',
  description: 'New text',
  kit: 'Assets at https://example.com/kit',
  gameIds: ['game-2'],
  startDate: '2025-04-01T10:00:00.000Z',
  endDate: null,
  automaticReview: true,
  repeatCount: 3,
};

async function setup(build = aMission()) {
  const deps = missionsTestDeps();
  const mission = build
    .withCriteria({ operator: 'OR', criteria: [custom('url', 'criterion-clip')] })
    .withRewards(merchandise({ id: 'reward-hoodie', grantedCount: 2 }))
    .build();
  await seedMission(deps, mission);
  const save = (step: MissionStep, values: unknown, companyId = COMPANY_ID) =>
    new UpdateMissionStep(deps).execute({ companyId, missionId: mission.id, step, values });
  return { deps, mission, save };
}

describe('UpdateMissionStep', () => {
  it('saves General alone, leaving criteria and rewards, and moves the end job with the end date', async () => {
    const { deps, mission, save } = await setup();
    await deps.jobs.schedule({ name: MISSION_ENDED_JOB, payload: {}, runAt: new Date('2026-03-01T12:00:00Z'), singletonKey: mission.id });

    expect((await save('general', general)).ok).toBe(true);

    const stored = await deps.missions.findById(mission.id);
    expect(stored).toMatchObject({ name: 'Renamed', kit: 'Assets at https://example.com/kit', repeatCount: 3, endDate: null });
    expect(stored?.criteria).toEqual(mission.criteria);
    expect(stored?.rewards).toEqual(mission.rewards);
    // No end date: nothing will expire the runs, so the end job goes.
    expect(deps.jobs.jobs).toEqual([]);
  });

  it('keeps the end date after the start date within the General step', async () => {
    const { deps, mission, save } = await setup();
    const result = await save('general', { ...general, endDate: '2025-03-01T10:00:00.000Z' });
    expect(!result.ok && result.error).toMatchObject({ code: 'MISSION.INVALID_FIELD', field: 'endDate' });
    expect(await deps.missions.findById(mission.id)).toEqual(mission);
  });

  it('saves criteria and rewards, keeping ids (and granted counts) of those left in place', async () => {
    const { deps, mission, save } = await setup();
    const criteria = [
      {
        operator: 'OR',
        criteria: [
          { metricType: 'CUSTOM', amount: 2, description: 'Two clips', submissionType: 'url' },
          { metricType: 'VIDEO_VIEWS', amount: 500 },
        ],
      },
    ];
    const rewards = [
      { kind: 'merchandise', name: 'Hoodie v2', imageUrl: 'https://cdn.example.com/h2.png', numberOfItems: 9, collectAddress: true },
    ];

    expect((await save('criteria', { criteria })).ok).toBe(true);
    expect((await save('rewards', { rewards, proRatedFromPercent: 50 })).ok).toBe(true);

    const stored = await deps.missions.findById(mission.id);
    expect(stored).toMatchObject({ name: mission.name, proRatedFromPercent: 50 });
    expect(stored?.criteria[0]?.criteria[0]).toMatchObject({ id: 'criterion-clip', amount: 2 });
    expect(stored?.criteria[0]?.criteria[1]?.id).not.toBe('criterion-clip');
    expect(stored?.rewards[0]).toMatchObject({ id: 'reward-hoodie', name: 'Hoodie v2', grantedCount: 2 });
  });

  it("refuses a code reward from another company's Code Manager at its field", async () => {
    const { deps, mission, save } = await setup();
    deps.codes.addItem('company-2', 'item-2');
    const result = await save('rewards', { rewards: [{ kind: 'codes', itemId: 'item-2', platforms: ['Steam'], numberOfCodes: 1 }] });
    expect(!result.ok && result.error).toMatchObject({ field: 'rewards.0.itemId' });
    expect(await deps.missions.findById(mission.id)).toEqual(mission);
  });

  it("answers not found for another company's mission, and refuses changes while held for review", async () => {
    const other = await setup();
    const refused = await other.save('general', general, 'company-2');
    expect(!refused.ok && refused.error.code).toBe('MISSION.NOT_FOUND');
    expect(await other.deps.missions.findById(other.mission.id)).toEqual(other.mission);

    const held = await setup(aMission().heldForReview());
    const locked = await held.save('general', general);
    expect(!locked.ok && locked.error.code).toBe('MISSIONS.LOCKED_WHILE_HELD');
    expect(await held.deps.missions.findById(held.mission.id)).toEqual(held.mission);
  });
});
