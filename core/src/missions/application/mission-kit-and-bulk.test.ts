import { describe, expect, it } from 'vitest';
import { aMission, aMissionRun, airTime, COMPANY_ID, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { ClaimMissionKit } from './claim-mission-kit.ts';
import { ReviewMissionRuns } from './review-mission-runs.ts';

describe('ClaimMissionKit', () => {
  it('hands the kit to the creator once, while the run is going', async () => {
    const deps = missionsTestDeps();
    const mission = { ...aMission().build(), kit: 'Press kit: https://example.com/kit' };
    const run = aMissionRun().of(mission).by('creator-1').build();
    await seedMission(deps, mission, run);
    const claim = new ClaimMissionKit(deps);

    const first = await claim.execute({ runId: run.id, creatorId: 'creator-1' });

    expect(first).toMatchObject({ ok: true, value: { kit: 'Press kit: https://example.com/kit', run: { kitClaimedAt: MISSION_NOW } } });
    expect(await claim.execute({ runId: run.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.KIT_ALREADY_CLAIMED' },
    });
    expect(await claim.execute({ runId: run.id, creatorId: 'creator-2' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
  });

  it('answers that a mission without a kit has none', async () => {
    const deps = missionsTestDeps();
    const mission = aMission().build();
    const run = aMissionRun().of(mission).by('creator-1').build();
    await seedMission(deps, mission, run);

    expect(await new ClaimMissionKit(deps).execute({ runId: run.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NO_KIT' },
    });
  });
});

describe('ReviewMissionRuns (bulk)', () => {
  async function setup() {
    const deps = missionsTestDeps();
    const mission = aMission()
      .withCriteria({ operator: 'AND', criteria: [airTime(60)] })
      .build();
    const a = aMissionRun().of(mission).by('creator-a').inState('review').build();
    const b = aMissionRun().of(mission).by('creator-b').inState('review').build();
    await seedMission(deps, mission, a, b);
    return { deps, a, b, review: new ReviewMissionRuns(deps) };
  }

  it('rejects every selected run with the one required message', async () => {
    const { deps, a, b, review } = await setup();

    expect(await review.execute({ runIds: [a.id, b.id], companyId: COMPANY_ID, decision: 'reject', message: ' ' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.REJECT_MESSAGE_REQUIRED' },
    });
    const result = await review.execute({ runIds: [a.id, b.id, a.id], companyId: COMPANY_ID, decision: 'reject', message: 'Off topic' });

    expect(result.ok && result.value.map((r) => r.state)).toEqual(['declined', 'declined']);
    expect((await deps.runs.findById(b.id))?.review).toMatchObject({ outcome: 'rejected', message: 'Off topic' });
  });

  it('stops at the first creator who has not met the criteria unless confirmed, and refuses an empty selection', async () => {
    const { deps, a, b, review } = await setup();
    deps.progress.set('creator-a', { metrics: { STREAM_CONTENT_AIR_TIME: 60 } });

    expect(await review.execute({ runIds: [a.id, b.id], companyId: COMPANY_ID, decision: 'accept' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.CRITERIA_NOT_MET_CONFIRMATION' },
    });
    const confirmed = await review.execute({
      runIds: [a.id, b.id],
      companyId: COMPANY_ID,
      decision: 'accept',
      confirmCriteriaNotMet: true,
    });
    expect(confirmed.ok && confirmed.value.map((r) => [r.state, r.review?.criteriaMet])).toEqual([
      ['claimReward', true],
      ['claimReward', false],
    ]);
    expect(await review.execute({ runIds: [], companyId: COMPANY_ID, decision: 'accept' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOTHING_SELECTED' },
    });
  });
});

describe('ReviewMissionRuns (bulk) notifications', () => {
  it('tells each reviewed creator once, linking the mission page', async () => {
    const deps = missionsTestDeps();
    const mission = aMission().build();
    const a = aMissionRun().of(mission).by('creator-a').inState('review').build();
    const b = aMissionRun().of(mission).by('creator-b').inState('review').build();
    await seedMission(deps, mission, a, b);
    await new ReviewMissionRuns(deps).execute({ runIds: [a.id, b.id], companyId: COMPANY_ID, decision: 'reject', message: 'Too short.' });
    expect(deps.mailer.sent.map((m) => [m.to, m.notification?.path])).toEqual([
      ['creator-a@example.com', `/missions/${mission.id}`],
      ['creator-b@example.com', `/missions/${mission.id}`],
    ]);
  });
});
