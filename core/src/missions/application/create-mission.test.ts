import { describe, expect, it } from 'vitest';
import { COMPANY_ID, PROGRAM_ID } from '../testing/builders.ts';
import { MISSION_ENDED_JOB } from './mission-fields.ts';
import { missionsTestDeps } from '../testing/missions-test-deps.ts';
import { CreateMission, type CreateMissionInput } from './create-mission.ts';

const input: CreateMissionInput = {
  companyId: COMPANY_ID,
  name: ' Stream the demo ',
  description: 'Stream two hours and share a clip.',
  gameIds: ['game-1'],
  startDate: '2025-04-01T10:00:00.000Z',
  endDate: '2025-05-01T10:00:00.000Z',
  automaticReview: true,
  repeatCount: 0,
  criteria: [
    { operator: 'AND', criteria: [{ metricType: 'STREAM_CONTENT_AIR_TIME', amount: 120 }] },
    { operator: 'OR', criteria: [{ metricType: 'CUSTOM', amount: 1, description: 'Share a clip', submissionType: 'url' }] },
  ],
  rewards: [
    { kind: 'merchandise', name: 'Hoodie', imageUrl: 'https://cdn.example.com/h.png', numberOfItems: 5, collectAddress: true },
    { kind: 'custom', name: 'Studio visit', description: 'Meet the team', agreement: true },
    { kind: 'codes', itemId: 'item-1', platforms: ['Steam'], numberOfCodes: 2 },
  ],
};

function setup() {
  const deps = missionsTestDeps();
  return { deps, create: new CreateMission(deps) };
}

describe('CreateMission', () => {
  it('stores an unpublished mission in the Creator Program with ids on criteria and rewards', async () => {
    const { deps, create } = setup();

    const result = await create.execute(input);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = await deps.missions.findById(result.value.id);
    expect(stored).toMatchObject({
      companyId: COMPANY_ID,
      programId: PROGRAM_ID,
      name: 'Stream the demo',
      startDate: new Date('2025-04-01T10:00:00.000Z'),
      endDate: new Date('2025-05-01T10:00:00.000Z'),
      automaticReview: true,
      repeatCount: 0,
      proRatedFromPercent: null,
      published: false,
      heldForReview: false,
      createdAt: deps.clock.now(),
      criteria: [
        { operator: 'AND', criteria: [{ id: expect.any(String), metricType: 'STREAM_CONTENT_AIR_TIME', amount: 120 }] },
        { operator: 'OR', criteria: [{ id: expect.any(String), metricType: 'CUSTOM', submissionType: 'url' }] },
      ],
    });
    expect(stored?.rewards).toEqual([
      {
        id: expect.any(String),
        kind: 'merchandise',
        name: 'Hoodie',
        imageUrl: 'https://cdn.example.com/h.png',
        numberOfItems: 5,
        message: null,
        collectAddress: true,
        grantedCount: 0,
      },
      { id: expect.any(String), kind: 'custom', name: 'Studio visit', description: 'Meet the team', imageUrl: null, message: null },
      { id: expect.any(String), kind: 'codes', itemId: 'item-1', platforms: ['Steam'], numberOfCodes: 2 },
    ]);
  });

  it('stores the lowest share of the target a pro-rated mission pays from', async () => {
    const { deps, create } = setup();

    const result = await create.execute({ ...input, proRatedFromPercent: 40 });

    expect(result.ok && (await deps.missions.findById(result.value.id))?.proRatedFromPercent).toBe(40);
  });

  it('refuses a company without a Creator Program', async () => {
    const { deps, create } = setup();
    deps.programs.add({ id: 'program-other', companyId: 'company-2' });

    const none = await create.execute({ ...input, companyId: 'company-3' });

    expect(none).toMatchObject({ ok: false, error: { code: 'MISSION.CREATOR_PROGRAM_REQUIRED', field: 'programId' } });
  });

  it("refuses a code reward drawing on another company's Code Manager item, at its field", async () => {
    const { deps, create } = setup();
    deps.codes.addItem('company-2', 'item-2');

    const result = await create.execute({
      ...input,
      rewards: [{ kind: 'codes', itemId: 'item-2', platforms: ['Steam'], numberOfCodes: 1 }],
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field: 'rewards.0.itemId' } });
  });

  it('schedules the end of the mission, when its unfinished runs expire', async () => {
    const { deps, create } = setup();

    const result = await create.execute(input);

    expect(result.ok && deps.jobs.jobs).toEqual([
      {
        name: MISSION_ENDED_JOB,
        payload: { missionId: result.ok && result.value.id },
        runAt: new Date(input.endDate as string),
        singletonKey: result.ok && result.value.id,
      },
    ]);
  });

  it.each([
    ['no rewards', { rewards: [] }, 'rewards'],
    ['no criteria', { criteria: [] }, 'criteria'],
    ['a repeat count of -1', { repeatCount: -1 }, 'repeatCount'],
    ['an empty name', { name: '' }, 'name'],
    [
      'a code rule with 0 codes',
      { rewards: [{ kind: 'codes', itemId: 'item-1', platforms: ['Steam'], numberOfCodes: 0 }] },
      'rewards.0.numberOfCodes',
    ],
    ['an end before the start', { endDate: '2025-03-01T10:00:00.000Z' }, 'endDate'],
    ['a pro-rated lowest share of 0%', { proRatedFromPercent: 0 }, 'proRatedFromPercent'],
    ['a pro-rated lowest share of 100%', { proRatedFromPercent: 100 }, 'proRatedFromPercent'],
  ])('refuses %s and stores nothing', async (_name, change, field) => {
    const { create } = setup();

    const result = await create.execute({ ...input, ...change } as CreateMissionInput);

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field } });
  });
});
